import { queryOptions } from '@tanstack/react-query';
import type { SupplierRef } from '#api/define.ts';
import { clientConfigApi } from '#api/operations/client-config.ts';
import * as catalogKeys from '#api/keys/catalog.ts';

// Asked for by checkout, the pay screen and the shop's services, never by a first page, so apart
// from the supplier queries the first page imports. Its operation and schema still travel in the
// common file (KEPT_IN_COMMON, build/startup-modules.js): those screens all need them.

/** The supplier's checkout options (shipping methods and payment options per method). */
export function clientConfigQuery(supplier: SupplierRef) {
  return queryOptions({
    queryKey: catalogKeys.clientConfig(supplier.id),
    queryFn: ({ signal }) =>
      clientConfigApi.getClientConfig({ supplier_id: supplier.id }, { signal, supplier }),
    select: (response) => response.client_config,
  });
}
