import { useInfiniteQuery } from '@tanstack/react-query';
import { OrderHistory } from '#features/orders/components/order-history.tsx';
import { orderHistoryQuery } from '#features/orders/order-query.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { ordersStrings } from '#features/orders/strings.ts';
import { useReorder } from './use-order-shop-actions';

export const strings = [ordersStrings];

/** `/orders`: the signed-in shopper's order history. */
export function OrderHistoryRoute() {
  const userId = useAccountStore((state) => state.account?.id ?? null);
  const orders = useInfiniteQuery({ ...orderHistoryQuery(userId ?? 0), enabled: userId !== null });
  const { reorder, reordering } = useReorder();
  // The guard has run; a sign-out in another tab can still clear the account under us.
  if (userId === null) return null;
  return <OrderHistory orders={orders} onReorder={reorder} reordering={reordering} />;
}
