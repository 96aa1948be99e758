import { queryOptions } from '@tanstack/react-query';
import { openOrdersApi } from '../../api/operations/open-orders';

/**
 * Keys of the shopper's order queries, under ['account'] so signing out drops them with the rest
 * of the shopper's data. `all` is the prefix of every other: invalidating it refreshes them all.
 */
export const orderKeys = {
  all: (userId: number) => ['account', userId, 'orders'] as const,
  open: (userId: number) => ['account', userId, 'orders', 'open'] as const,
  detail: (userId: number, orderId: number) => ['account', userId, 'orders', orderId] as const,
};

/** The shopper's orders that need attention (stock short, awaiting payment). */
export function openOrdersQuery(userId: number) {
  return queryOptions({
    queryKey: orderKeys.open(userId),
    queryFn: ({ signal }) => openOrdersApi.list({ user_id: userId }, { signal }),
    select: (response) => response.orders,
  });
}
