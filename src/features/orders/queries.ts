import { queryOptions } from '@tanstack/react-query';
import { openOrdersApi } from '../../api/operations/open-orders';

/** Under ['account'] so signing out drops it with the rest of the shopper's data. */
export const openOrdersKey = (userId: number) => ['account', userId, 'orders', 'open'] as const;

/** The shopper's orders that need attention (stock short, awaiting payment). */
export function openOrdersQuery(userId: number) {
  return queryOptions({
    queryKey: openOrdersKey(userId),
    queryFn: ({ signal }) => openOrdersApi.list({ user_id: userId }, { signal }),
    select: (response) => response.orders,
  });
}
