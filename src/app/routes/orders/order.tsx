import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { QueryStatus } from '../../../components/query-status';
import { getDeploymentConfig } from '../../../config/deployment-config';
import { OrderPage } from '../../../features/orders/components/order-page';
import type { OrderRef } from '../../../features/orders/order-mutations';
import { orderQuery } from '../../../features/orders/order-query';
import { supplierQuery } from '../../../features/suppliers/queries';
import { useAccountStore } from '../../../stores/account-store';
import { NotFoundRoute } from '../not-found';
import { useOrderShopActions } from './use-order-shop-actions';

const useSupplier = (id: number) => useQuery(supplierQuery(id));
// Only a debtor card order short of balance shows it: its code and strings load then.
const OrderTopUp = lazy(() =>
  import('../../../features/debtor-cards/components/order-top-up').then((m) => ({ default: m.OrderTopUp })),
);

/**
 * `/orders/{id}`: one order, polled while it can change. Changes go to the supplier that holds it,
 * whose endpoint the suppliers feature knows (a market order may be at any shop); reordering and
 * adding items take the shopper to that shop.
 */
export function OrderRoute() {
  const orderId = Number(useParams().id);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const userId = useAccountStore((state) => state.account?.id ?? null);
  const order = useQuery({ ...orderQuery(userId ?? 0, orderId), enabled: valid && userId !== null });
  const shop = useQuery({
    ...supplierQuery(order.data?.supplier_id ?? 0),
    enabled: order.data !== undefined,
  });
  const actions = useOrderShopActions(order.data ?? null, shop.data ?? null);
  // A debtor card order with something left to pay: the card's balance decides whether to top up.
  const debtorDue =
    order.data?.provider?.toUpperCase() === 'DEBTORCARD' && order.data.payable_balance_in_cents > 0;

  if (!valid || (isApiError(order.error) && order.error.status === 404)) return <NotFoundRoute />;
  if (userId === null) return null;
  if (!order.data) return <QueryStatus query={order} />;
  // Agency mode serves every branch's orders from the agency host: the order's own id will do.
  const agency = getDeploymentConfig().features.agency;
  const supplier = shop.data
    ? { id: shop.data.id, api_endpoint: shop.data.api_endpoint }
    : agency
      ? { id: order.data.supplier_id, api_endpoint: null }
      : null;
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
