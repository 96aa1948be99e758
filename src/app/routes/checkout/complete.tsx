import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { Order } from '../../../api/schemas/order';
import { QueryStatus } from '../../../components/query-status';
import { OrderAccepted } from '../../../features/checkout/components/order-accepted';
import { orderQuery } from '../../../features/orders/order-query';
import { supplierQuery } from '../../../features/suppliers/queries';
import { useAccountStore } from '../../../stores/account-store';
import { NotFoundRoute } from '../not-found';

/** The outro. The order comes with the navigation; a reload asks the supplier for it again. */
export function CheckoutCompleteRoute() {
  const orderId = Number(useParams().id);
  const placed = (useLocation().state as { order?: Order } | null)?.order;
  const userId = useAccountStore((s) => s.account?.id ?? 0);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const handed = placed?.id === orderId ? placed : undefined;
  const order = useQuery({
    ...orderQuery(userId, orderId),
    enabled: valid && handed === undefined,
  });
  const shown = handed ?? order.data;
  const supplier = useQuery({ ...supplierQuery(shown?.supplier_id ?? 0), enabled: shown !== undefined });
  if (!valid) return <NotFoundRoute />;
  if (!shown) return <QueryStatus query={order} />;
  return <OrderAccepted order={shown} supplier={supplier.data ?? null} />;
}
