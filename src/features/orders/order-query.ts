import { queryOptions } from '@tanstack/react-query';
import type { SupplierRef } from '../../api/define';
import { ordersApi } from '../../api/operations/orders';
import * as orderKeys from '../../api/keys/orders';

// Apart from queries.ts, which the shell's open-orders check loads on every page: the order
// schemas stay out of the startup bundle.

/** One of the shopper's orders, from the supplier that holds it. */
export function orderQuery(userId: number, supplier: SupplierRef, orderId: number) {
  return queryOptions({
    queryKey: orderKeys.detail(userId, orderId),
    queryFn: ({ signal }) => ordersApi.get({ order_id: orderId }, { signal, supplier }),
    select: (response) => response.order,
  });
}
