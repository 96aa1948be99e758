import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { SupplierRef } from '#api/define.ts';
import { isNotFound } from '#api/errors.ts';
import { getDeploymentConfig } from '#config/deployment-config.ts';
import { orderQuery } from '#features/orders/order-query.ts';
import { supplierQuery } from '#features/suppliers/queries.ts';
import { useAccountStore } from '#stores/account-store.ts';

/**
 * The shop an order was placed with, as changes to it must be sent (null until known). Agency mode
 * serves every branch's orders from the agency host, so there the order's own supplier id will do.
 */
export function useShopOfOrder(supplierId: number | undefined) {
  const shop = useQuery({ ...supplierQuery(supplierId ?? 0), enabled: supplierId !== undefined });
  const supplier: SupplierRef | null = shop.data
    ? { id: shop.data.id, api_endpoint: shop.data.api_endpoint }
    : getDeploymentConfig().features.agency && supplierId !== undefined
      ? { id: supplierId, api_endpoint: null }
      : null;
  return { shop, supplier };
}

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
  const { shop, supplier } = useShopOfOrder(order.data?.supplier_id);
  const notFound = !valid || isNotFound(order.error);
  return { orderId, userId, order, shop, supplier, notFound };
}
