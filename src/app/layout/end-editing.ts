import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import * as catalogKeys from '#api/keys/catalog.ts';
import { useOrdersStore, type EditingOrder } from '#domain/orders/editing-store.ts';
import { useSuppliersStore, type SelectedSupplier } from '#stores/suppliers-store.ts';

/** Makes `shop` the chosen one; cached offers go with the shop they belong to. */
export function switchShop(queryClient: QueryClient, shop: SelectedSupplier): void {
  const suppliers = useSuppliersStore.getState();
  if (suppliers.selected?.id === shop.id) return;
  queryClient.removeQueries({ queryKey: catalogKeys.all });
  suppliers.select({ id: shop.id, name: shop.name, api_endpoint: shop.api_endpoint });
}

/**
 * Ends order editing mode. Editing never touched the basket (additions go to the order), so the
 * only thing to put back is the shop chosen before it began; a caller about to choose a shop itself
 * (reorder, the shop selector) passes `restoreShop: false`. Returns the order that was being edited.
 */
export function endEditing(queryClient: QueryClient, { restoreShop = true } = {}): EditingOrder | null {
  const editing = useOrdersStore.getState().editing;
  if (!editing) return null;
  useOrdersStore.getState().stopEditing();
  if (restoreShop && editing.previous) switchShop(queryClient, editing.previous);
  return editing;
}

/** 'Stop adding items': editing ends, and the shopper is back on the order with their own shop. */
export function useStopEditing(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const editing = endEditing(queryClient);
    if (editing) void navigate(`/orders/${editing.orderId}`);
  }, [navigate, queryClient]);
}
