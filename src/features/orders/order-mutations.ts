import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SupplierRef } from '../../api/define';
import { ordersApi } from '../../api/operations/orders';
import * as orderKeys from '../../api/keys/orders';
import type { Order, OrderModificationInput, OrderModificationResult } from '../../api/schemas/order';
import { useCreateMutation } from '../../lib/use-create-mutation';

// What the order page changes: cancel, review, and the stock-short answers. Each goes to the
// supplier the order was placed with and leaves the cached order (and lists) holding its answer.

/** The order a change is about, and the shop that holds it. */
export interface OrderRef {
  userId: number;
  orderId: number;
  supplier: SupplierRef;
}

function settle(queryClient: QueryClient, { userId, orderId }: OrderRef, order: Order | null | undefined) {
  if (order) {
    queryClient.setQueryData(orderKeys.detail(userId, orderId), (old: { order: Order } | undefined) =>
      old ? { ...old, order } : { status: 'ok' as const, order },
    );
  }
  // The lists show its status and totals too.
  void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
}

/** Cancels the order (the supplier refuses once it is being packed). Safe to repeat: no key needed. */
export function useCancelOrder(ref: OrderRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ordersApi.cancel({ order_id: ref.orderId }, { supplier: ref.supplier }),
    onSuccess: ({ order }) => settle(queryClient, ref, order),
  });
}

/** Rates a collected or delivered order; the comment only for ratings 1 to 4 (spec section 5). */
export function useReviewOrder(ref: OrderRef) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: ({ rating, comment }: { rating: number; comment: string }, idempotencyKey) =>
      ordersApi.review(
        {
          id: ref.orderId,
          body: {
            review: {
              order_id: ref.orderId,
              rating,
              comment: rating < 5 && comment.trim() ? comment.trim() : null,
            },
          },
        },
        { idempotencyKey, supplier: ref.supplier },
      ),
    onSuccess: ({ order }) => settle(queryClient, ref, order),
  });
}

/** The supplier said no to a change: the spec's flags, each blocking (section 8). */
export function modificationProblem(
  result: OrderModificationResult,
): 'out_of_stock' | 'updated' | 'payable_amount' | null {
  if (result.out_of_stock) return 'out_of_stock';
  if (result.updated) return 'updated';
  if (result.payable_amount_error) return 'payable_amount';
  return null;
}

/**
 * Applies order modifications the way the spec says: validate_modifications first, then modify
 * only if it raised no flag. Resolves with the answer that decided (the dry run's when it blocked),
 * so the screen shows its flags and keeps the shopper's choices.
 */
export function useModifyOrder(ref: OrderRef) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: async (modifications: OrderModificationInput[], idempotencyKey) => {
      const body = { modifications };
      const options = { supplier: ref.supplier };
      const check = await ordersApi.validateModifications({ id: ref.orderId, body }, options);
      if (modificationProblem(check)) return check;
      return ordersApi.modify({ id: ref.orderId, body }, { ...options, idempotencyKey });
    },
    onSuccess: (result) => {
      if (!modificationProblem(result)) settle(queryClient, ref, result.order);
    },
  });
}
