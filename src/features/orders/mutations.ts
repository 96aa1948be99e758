import { useQueryClient } from '@tanstack/react-query';
import type { SupplierRef } from '#api/define.ts';
import { ordersApi } from '#api/operations/orders.ts';
import { useCreateMutation } from '#lib/use-create-mutation.ts';
import { settleOrder } from './order-query';

// Cancel and review of a placed order; the changes to its lines (validate, then modify) are in
// order-changes.ts, which the order page loads only when a change is made. Each goes to the
// supplier the order was placed with, with an idempotency key per attempt (a retry after a lost
// answer is applied once), and leaves the cached order (and lists) holding its answer.

/** The order a change is about, and the shop that holds it. */
export interface OrderRef {
  userId: number;
  orderId: number;
  supplier: SupplierRef;
}

/**
 * Cancels the order (the supplier refuses once it is being packed). Keyed like a create: a retry
 * after a lost answer is answered as the first was, not judged as a second cancel.
 */
export function useCancelOrder(ref: OrderRef) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    attemptOf: () => ref.orderId,
    mutationFn: (_: void, idempotencyKey) =>
      ordersApi.cancel({ order_id: ref.orderId }, { idempotencyKey, supplier: ref.supplier }),
    onSuccess: ({ order }) => settleOrder(queryClient, ref, order),
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
    onSuccess: ({ order }) => settleOrder(queryClient, ref, order),
  });
}
