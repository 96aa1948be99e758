import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DispatchScreen } from '#features/checkout/components/dispatch/dispatch-screen.tsx';
import { clientConfigQuery } from '#features/suppliers/client-config-query.ts';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { checkoutStrings } from '#features/checkout/strings.ts';

export const strings = [checkoutStrings];

const NO_SUPPLIER = { id: 0, api_endpoint: null };

/** Checkout step 1: the suppliers feature's checkout options feed the dispatch choice. */
export function CheckoutDispatchRoute() {
  const supplier = useSuppliersStore((state) => state.selected);
  const patch = useCheckoutStore((state) => state.patch);
  const clientConfig = useQuery({
    // Without a shop the query is disabled; the placeholder only completes its options.
    ...clientConfigQuery(supplier ?? NO_SUPPLIER),
    enabled: supplier !== null,
  });
  const config = clientConfig.data;
  const supplierId = supplier?.id ?? null;

  // Later steps (payment options, bags) read the options the shopper chose from.
  useEffect(() => {
    if (config && supplierId !== null) patch({ client_config: config, supplier_id: supplierId });
  }, [config, supplierId, patch]);

  // The checkout guard requires a supplier; a shop cleared in another tab leaves nothing to offer.
  if (!supplier) return null;
  return <DispatchScreen supplier={supplier} clientConfig={clientConfig} />;
}
