import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { SupplierRef } from '../../../api/define';
import { isApiError } from '../../../api/errors';
import { getDeploymentConfig } from '../../../config/deployment-config';
import { orderQuery } from '../../../features/orders/order-query';
import { supplierQuery } from '../../../features/suppliers/queries';
import { useAccountStore } from '../../../stores/account-store';

/**
 * The order of the `:id` route and the shop that holds it. Changes and payments go to that shop,
 * whose endpoint the suppliers feature knows (a market order may be at any shop); `supplier` is
 * null until it is known.
 */
export function useOrderAndShop() {
  const orderId = Number(useParams().id);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const userId = useAccountStore((state) => state.account?.id ?? null);
  const order = useQuery({ ...orderQuery(userId ?? 0, orderId), enabled: valid && userId !== null });
  const shop = useQuery({
    ...supplierQuery(order.data?.supplier_id ?? 0),
    enabled: order.data !== undefined,
  });
  // Agency mode serves every branch's orders from the agency host: the order's own id will do.
  const supplier: SupplierRef | null = shop.data
    ? { id: shop.data.id, api_endpoint: shop.data.api_endpoint }
    : getDeploymentConfig().features.agency && order.data
      ? { id: order.data.supplier_id, api_endpoint: null }
      : null;
  const notFound = !valid || (isApiError(order.error) && order.error.status === 404);
  return { orderId, userId, order, shop, supplier, notFound };
}
