import { useMutation } from '@tanstack/react-query';
import type { SupplierRef } from '#api/define.ts';
import { paymentsApi } from '#api/operations/payments.ts';
import type { AttemptStore } from '#lib/use-create-mutation.ts';
import { useCreateMutation } from '#lib/use-create-mutation.ts';
import { attemptFor, usePaymentsStore } from '#domain/orders/payments-store.ts';
import { gatewayFields } from './gateway';

export interface StartPayment {
  userId: number;
  orderId: number;
  provider: string;
  supplier: SupplierRef;
  amountInCents: number;
  fromCheckout: boolean;
}

/**
 * Writes down the attempt before its request leaves, so a reload mid-request finds it and sends
 * the same request again (same idempotency key: one transaction). A new provider is a new attempt.
 */
export function beginAttempt(input: StartPayment): void {
  const current = attemptFor(input.orderId);
  if (current && current.provider === input.provider && current.transactionId === null) return;
  usePaymentsStore.getState().save({
    userId: input.userId,
    orderId: input.orderId,
    provider: input.provider,
    supplier: { id: input.supplier.id, api_endpoint: input.supplier.api_endpoint },
    request: null,
    transactionId: null,
    payRequestId: null,
    fromCheckout: input.fromCheckout,
    startedAt: new Date().toISOString(),
  });
}

/**
 * Opens a transaction for an order (one per attempt, with an idempotency key kept in the attempt)
 * and records it, so the app can always ask the server how the payment ended.
 */
export function useStartPayment(orderId: number) {
  const attempts: AttemptStore = {
    load: () => attemptFor(orderId)?.request ?? null,
    save: (request) => usePaymentsStore.getState().patch(orderId, { request }),
  };
  return useCreateMutation({
    attempts,
    attemptOf: ({ provider, amountInCents }: StartPayment) => ({ provider, amountInCents }),
    mutationFn: async ({ provider, supplier, amountInCents }: StartPayment, idempotencyKey) => {
      const return_url = `${window.location.origin}/orders/${orderId}/pay/return`;
      const { transaction } = await paymentsApi.registerTransaction(
        { id: orderId, body: { provider, amount_in_cents: amountInCents, return_url } },
        { idempotencyKey, supplier },
      );
      usePaymentsStore.getState().patch(orderId, {
        transactionId: transaction.id,
        payRequestId: gatewayFields(transaction.provider_data)?.PAY_REQUEST_ID ?? null,
      });
      return transaction;
    },
  });
}

/**
 * Asks the supplier to finalize a gateway payment with what the gateway's return carried. The
 * server checks them with the gateway and answers the truth; safe to send twice.
 */
export function useFinalizeGateway() {
  return useMutation({
    mutationFn: ({
      orderId,
      transactionId,
      supplier,
      values,
    }: {
      orderId: number;
      transactionId: number;
      supplier: SupplierRef;
      values: { PAY_REQUEST_ID: string; TRANSACTION_STATUS: string; CHECKSUM: string };
    }) => paymentsApi.finalize({ order_id: orderId, transaction_id: transactionId, ...values }, { supplier }),
  });
}
