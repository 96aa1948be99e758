import { useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '#api/operations/orders.ts';
import * as orderKeys from '#api/keys/orders.ts';
import { orderChangeProblem, orderChangeRefusal } from '#domain/orders/refusal.ts';
import type { Offer } from '#api/schemas/catalog.ts';
import type { OrderModificationInput } from '#api/schemas/order.ts';
import { trackAddToCart } from '#analytics/track-add-to-cart.ts';
import type { Attempt } from '#lib/attempt.ts';
import { useCreateMutation, type AttemptStore } from '#lib/use-create-mutation.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { useOrdersStore, type EditingOrder } from '#domain/orders/editing-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import type { OrderRef } from './mutations';
import { settleOrder } from './order-query';

// The one place for the order-change rules: every change to a placed order's lines (adding while
// editing, the stock-short answers) is validated first and modified only if no flag was raised,
// with one idempotency key per attempt.

/**
 * The spec's order change: validate_modifications first, then modify only if it raised no flag.
 * Resolves with the answer that decided (the dry run's when it blocked).
 */
async function validateThenModify(
  orderId: number,
  supplier: { api_endpoint: string | null } | undefined,
  modifications: OrderModificationInput[],
  idempotencyKey: string,
) {
  const body = { modifications };
  const check = await ordersApi.validateModifications({ id: orderId, body }, { supplier });
  if (orderChangeProblem(check)) return check;
  return ordersApi.modify({ id: orderId, body }, { supplier, idempotencyKey });
}

// Kept in the module, by order id, because the add-to-basket panel (and the host holding this hook)
// unmounts on close, and a shopper retries a lost answer by opening it again.
const addAttempts = new Map<number, Attempt>();
const editingOrderId = () => useOrdersStore.getState().editing?.orderId;
const addAttemptStore: AttemptStore = {
  load: () => addAttempts.get(editingOrderId() ?? -1) ?? null,
  save: (attempt) => {
    const orderId = editingOrderId();
    if (orderId === undefined) return;
    if (attempt) addAttempts.set(orderId, attempt);
    else addAttempts.delete(orderId);
  },
};

interface AddToOrderInput {
  offer: Offer;
  qty: number;
}

/**
 * Adds an offer to the order being edited; `onAdded` then ends editing mode (the shell's way, which
 * also brings back the shop chosen before), so the next offer goes to the basket again. A flag of
 * the supplier's rejects with OrderChangeRefused, and the order is asked again: if it moved on, the
 * shell's watch ends editing and says why.
 */
export function useAddToOrder({ onAdded }: { onAdded: (editing: EditingOrder) => void }) {
  const queryClient = useQueryClient();
  const refreshOrders = () => {
    const userId = useAccountStore.getState().account?.id;
    if (userId !== undefined) void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
  };
  return useCreateMutation({
    attempts: addAttemptStore,
    // The offer as it was fetched may differ on reopening; the change is the same.
    attemptOf: ({ offer, qty }: AddToOrderInput) => ({ offer: offer.id, qty }),
    mutationFn: async ({ offer, qty }: AddToOrderInput, idempotencyKey): Promise<EditingOrder> => {
      const editing = useOrdersStore.getState().editing;
      if (!editing) throw new Error('No order is being edited');
      // The order lives at the supplier it was placed with, whichever shop is chosen now.
      const supplier = editing.supplier ?? useSuppliersStore.getState().selected ?? undefined;
      const modifications = [{ action: 'add' as const, offer_id: offer.id, qty }];
      const result = await validateThenModify(editing.orderId, supplier, modifications, idempotencyKey);
      const refused = orderChangeRefusal(result);
      if (refused) throw refused;
      return editing;
    },
    onSuccess: (editing, { offer, qty }) => {
      trackAddToCart(offer, qty);
      // The changed order and the open-orders list (its totals, its status) are stale now.
      refreshOrders();
      onAdded(editing);
    },
    onError: refreshOrders,
  });
}

/**
 * Applies the stock-short answers. Resolves with the answer that decided, flagged or not, so the
 * screen shows its flags and keeps the shopper's choices.
 */
export function useModifyOrder(ref: OrderRef) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (modifications: OrderModificationInput[], idempotencyKey) =>
      validateThenModify(ref.orderId, ref.supplier, modifications, idempotencyKey),
    onSuccess: (result) => {
      if (!orderChangeProblem(result)) settleOrder(queryClient, ref, result.order);
    },
  });
}
