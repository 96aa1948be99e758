import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { useSuppliersStore, type SelectedSupplier } from '#stores/suppliers-store.ts';
import { switchShop } from './end-editing';

/** The order to add items to, and the shop it was placed at. */
export interface OrderToEdit {
  id: number;
  reference: string;
  shop: SelectedSupplier;
}

/**
 * Order editing mode (spec section 4), for the order page's 'Add items': the shop becomes the
 * order's, so the catalogue offers what the order can take, and add-to-basket adds to the order
 * instead. The basket is left as it is (nothing is lost, so nothing is asked), and the shop chosen
 * before comes back when editing ends (end-editing.ts). Loaded on the press.
 */
export function startEditing(queryClient: QueryClient, navigate: NavigateFunction, order: OrderToEdit): void {
  const previous = useSuppliersStore.getState().selected;
  switchShop(queryClient, order.shop);
  useOrdersStore.getState().startEditing({
    orderId: order.id,
    reference: order.reference,
    supplier: { id: order.shop.id, api_endpoint: order.shop.api_endpoint },
    previous: previous?.id === order.shop.id ? null : previous,
  });
  // The shop's catalogue, where the shopper picks what to add.
  void navigate('/');
}
