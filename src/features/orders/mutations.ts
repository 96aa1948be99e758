import { useQueryClient } from '@tanstack/react-query';
import { useCreateMutation } from '../../lib/use-create-mutation';
import { ordersApi } from '../../api/operations/orders';
import * as orderKeys from '../../api/keys/orders';
import type { Offer } from '../../api/schemas/catalog';
import type { ModifyOrderBody, OrderModificationResult } from '../../api/schemas/order';
import { trackAddToCart } from '../../lib/track-add-to-cart';
import { useAccountStore } from '../../stores/account-store';
import { useOrdersStore, type EditingOrder } from '../../stores/orders-store';
import { useSuppliersStore } from '../../stores/suppliers-store';

/** The supplier said no: which of the spec's order-update messages applies. */
export class OrderAddRefused extends Error {
  constructor(
    readonly reason: 'out_of_stock' | 'price_changed' | 'payable_amount',
    /** Supplier text for payable_amount (shown as text, never HTML). */
    readonly detail: string | null = null,
  ) {
    super(`order modification refused: ${reason}`);
    this.name = 'OrderAddRefused';
  }
}

// Any flag blocks the change (spec section 8), on the dry run and on the real call alike.
function refusal(result: OrderModificationResult): OrderAddRefused | null {
  if (result.out_of_stock) return new OrderAddRefused('out_of_stock');
  if (result.updated) return new OrderAddRefused('price_changed');
  if (result.payable_amount_error) return new OrderAddRefused('payable_amount', result.payable_amount_error);
  return null;
}

interface AddToOrderInput {
  offer: Offer;
  qty: number;
}

/**
 * Adds an offer to the order being edited (validate_modifications first, then modify) and ends
 * editing mode, so the next offer goes to the basket again.
 */
export function useAddToOrder() {
  const queryClient = useQueryClient();
  // A modify retried after a lost answer is applied once.
  return useCreateMutation({
    mutationFn: async ({ offer, qty }: AddToOrderInput, idempotencyKey): Promise<EditingOrder> => {
      const editing = useOrdersStore.getState().editing;
      if (!editing) throw new Error('No order is being edited');
      // The order lives at the supplier it was placed with, whichever shop is chosen now.
      const supplier = editing.supplier ?? useSuppliersStore.getState().selected ?? undefined;
      const body: ModifyOrderBody = { modifications: [{ action: 'add', offer_id: offer.id, qty }] };
      const check = await ordersApi.validateModifications({ id: editing.orderId, body }, { supplier });
      const early = refusal(check);
      if (early) throw early;
      const result = await ordersApi.modify({ id: editing.orderId, body }, { idempotencyKey, supplier });
      const late = refusal(result);
      if (late) throw late;
      return editing;
    },
    onSuccess: (_editing, { offer, qty }) => {
      useOrdersStore.getState().stopEditing();
      trackAddToCart(offer, qty);
      // The changed order and the open-orders list (its totals, its status) are stale now.
      const userId = useAccountStore.getState().account?.id;
      if (userId !== undefined) void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
    },
  });
}
