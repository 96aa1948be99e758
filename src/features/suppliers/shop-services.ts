import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '../../api/schemas/client-config';
import { useSuppliersStore } from '../../stores/suppliers-store';
import { clientConfigQuery } from './queries';

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

/** The chosen shop's services, with the client-config query they come from (for its states). */
export function useChosenShopServices(enabled = true) {
  const supplierId = useSuppliersStore((state) => state.selected?.id ?? null);
  const clientConfig = useQuery({
    ...clientConfigQuery(supplierId ?? 0),
    enabled: enabled && supplierId !== null,
  });
  return { supplierId, clientConfig, ...shopServices(clientConfig.data) };
}
