import { queryOptions } from '@tanstack/react-query';
import type { SupplierRef } from '../../api/define';
import { clientConfigApi } from '../../api/operations/client-config';
import * as catalogKeys from '../../api/keys/catalog';

// Asked for by checkout, the pay screen and the shop's services, never by a first page: apart
// from the supplier queries, so its schemas load with those screens.

/** The supplier's checkout options (shipping methods and payment options per method). */
export function clientConfigQuery(supplier: SupplierRef) {
  return queryOptions({
    queryKey: catalogKeys.clientConfig(supplier.id),
    queryFn: ({ signal }) =>
      clientConfigApi.getClientConfig({ supplier_id: supplier.id }, { signal, supplier }),
    select: (response) => response.client_config,
  });
}
