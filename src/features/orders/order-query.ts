import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Order } from '#api/schemas/order.ts';
import { ordersApi } from '#api/operations/orders.ts';
import * as orderKeys from '#api/keys/orders.ts';
import { nextPageParam } from '#api/schemas/common.ts';
import { isLive } from './status';

// Apart from queries.ts, which the shell's open-orders check loads on every page: the order
// schemas stay out of the startup bundle.

/** Spec section 9: an order that can still change is asked again every 10 s while it is on screen. */
export const ORDER_POLL_MS = 10_000;

/**
 * One of the shopper's orders. Read from the main host (v2), which knows every supplier's orders,
 * so a link to an order works before the app knows which shop holds it. While the order can still
 * change it is polled; react-query pauses that in a hidden tab and while offline, and asks at once
 * when the tab or the connection comes back.
 */
export function orderQuery(userId: number, orderId: number) {
  return queryOptions({
    queryKey: orderKeys.detail(userId, orderId),
    queryFn: ({ signal }) => ordersApi.getV2({ order_id: orderId }, { signal }),
    select: (response) => response.order,
    staleTime: 0,
    refetchInterval: (query) => {
      const order = query.state.data?.order;
      return order && isLive(order) ? ORDER_POLL_MS : false;
    },
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

/** Orders of one history page; small pages keep each answer light on paid mobile data. */
export const ORDERS_PAGE_SIZE = 10;

/** The shopper's orders, newest first, page by page (`pagination.next_page` says whether there is more). */
export function orderHistoryQuery(userId: number) {
  return infiniteQueryOptions({
    queryKey: orderKeys.history(userId),
    queryFn: ({ pageParam, signal }) =>
      ordersApi.listForUser({ user_id: userId, page: pageParam, per_page: ORDERS_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    select: (data) => data.pages.flatMap((page) => page.orders),
    staleTime: 0,
  });
}

/** After a change, the cached order holds the supplier's answer and the lists are asked again. */
export function settleOrder(
  queryClient: QueryClient,
  { userId, orderId }: { userId: number; orderId: number },
  order: Order | null | undefined,
) {
  if (order) {
    queryClient.setQueryData(orderKeys.detail(userId, orderId), (old: { order: Order } | undefined) =>
      old ? { ...old, order } : { status: 'ok' as const, order },
    );
  }
  // The lists show its status and totals too.
  void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
}
