import { queryOptions } from '@tanstack/react-query';
import { openOrdersApi } from '#api/operations/open-orders.ts';
import * as orderKeys from '#api/keys/orders.ts';

/** The shopper's orders that need attention (stock short, awaiting payment). */
export function openOrdersQuery(userId: number) {
  return queryOptions({
    queryKey: orderKeys.open(userId),
    queryFn: ({ signal }) => openOrdersApi.list({ user_id: userId }, { signal }),
    select: (response) => response.orders,
  });
}
