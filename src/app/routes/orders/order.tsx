import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderPage } from '#features/orders/components/order-page.tsx';
import type { OrderRef } from '#features/orders/mutations.ts';
import { supplierQuery } from '#features/suppliers/queries.ts';
import { NotFoundRoute } from '../not-found';
import { QueryStatus } from '#components/query-status.tsx';
import { useOrderAndShop } from './use-order-and-shop';
import { useOrderShopActions } from './use-order-shop-actions';
import { ordersStrings } from '#features/orders/strings.ts';
import { withStrings } from '#lib/i18n.ts';

export const strings = [ordersStrings];

const useSupplier = (id: number) => useQuery(supplierQuery(id));
// Only a debtor card order short of balance shows it: its code and strings load then.
const OrderTopUp = lazy(() =>
  import('#features/debtor-cards/components/order-top-up.tsx')
    .then(withStrings)
    .then((m) => ({ default: m.OrderTopUp })),
);

/**
 * `/orders/{id}`: one order, polled while it can change. Changes go to the supplier that holds it,
 * whose endpoint the suppliers feature knows (a market order may be at any shop); reordering and
 * adding items take the shopper to that shop.
 */
export function OrderRoute() {
  const { t } = useTranslation();
  const { orderId, userId, order, shop, supplier, notFound } = useOrderAndShop();
  const actions = useOrderShopActions(order.data ?? null, shop.data ?? null);
  // A debtor card order with something left to pay: the card's balance decides whether to top up.
  const debtorDue =
    order.data?.provider?.toUpperCase() === 'DEBTORCARD' && order.data.payable_balance_in_cents > 0;

  if (notFound) return <NotFoundRoute />;
  if (userId === null) return null;
  // Changes must go to the shop that holds the order: if it cannot be found, say so with a retry
  // rather than show the order with no way to cancel or add to it.
  if (!order.data || (!supplier && shop.isError))
    return <QueryStatus query={order.data ? shop : order} title={t('titles.order')} />;
  const orderRef: OrderRef | null = supplier ? { userId, orderId, supplier } : null;
  const topUp =
    debtorDue && userId !== null ? (
      <Suspense fallback={null}>
        <OrderTopUp
          userId={userId}
          supplierId={order.data.supplier_id}
          orderBalanceInCents={order.data.debtorcard_balance_in_cents}
          payableInCents={order.data.payable_balance_in_cents}
          useSupplier={useSupplier}
          checkingOrder={order.isFetching}
          onCheckOrder={() => void order.refetch()}
        />
      </Suspense>
    ) : null;
  return (
    <OrderPage
      debtorNotice={topUp}
      order={order.data}
      orderRef={orderRef}
      onReorder={actions.reorder}
      reordering={actions.reordering}
      onAddItems={actions.addItems}
    />
  );
}
