import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '#api/schemas/client-config.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { clientConfigQuery } from './client-config-query';

/** What a shop offers besides collection, read from its checkout options. */
export interface ShopServices {
  /** Spec 5: delivery is offered only if a shipping option named PICUP exists. */
  delivers: boolean;
  /** Spec 5: debtor cards are enabled only if a shipping option lists DEBTORCARD. */
  takesDebtorCards: boolean;
}

export function shopServices(config: ClientConfig | undefined): ShopServices {
  const shipping = config?.shipping ?? [];
  return {
    delivers: shipping.some((option) => option.name === 'PICUP'),
    takesDebtorCards: shipping.some((option) => option.payment_options.includes('DEBTORCARD')),
  };
}

const NO_SUPPLIER = { id: 0, api_endpoint: null };

/** The chosen shop's services, with the client-config query they come from (for its states). */
export function useChosenShopServices(enabled = true) {
  const supplier = useSuppliersStore((state) => state.selected);
  const clientConfig = useQuery({
    // Without a shop the query is disabled; the placeholder only completes its options.
    ...clientConfigQuery(supplier ?? NO_SUPPLIER),
    enabled: enabled && supplier !== null,
  });
  return { supplierId: supplier?.id ?? null, clientConfig, ...shopServices(clientConfig.data) };
}
