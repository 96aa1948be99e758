import type { QueryClient } from '@tanstack/react-query';
import type { SupplierRef } from '#api/define.ts';
import { isNotFound } from '#api/errors.ts';
import * as orderKeys from '#api/keys/orders.ts';
import { ordersApi } from '#api/operations/orders.ts';
import { paymentsApi } from '#api/operations/payments.ts';
import type { Order } from '#api/schemas/order.ts';
import type { Transaction } from '#api/schemas/payment.ts';
import { attemptFor, usePaymentsStore, type PaymentAttempt } from '#domain/orders/payments-store.ts';
import { gatewayFields } from './gateway';
import { outcomeOf } from './outcome';

export interface PaymentParty {
  userId: number;
  orderId: number;
  supplier: SupplierRef;
  fromCheckout: boolean;
}

/** Writes down a transaction the server holds open as this device's attempt on the order. */
function adopt(party: PaymentParty, transaction: Transaction): PaymentAttempt {
  const attempt: PaymentAttempt = {
    userId: party.userId,
    orderId: party.orderId,
    provider: transaction.provider.toUpperCase(),
    supplier: { id: party.supplier.id, api_endpoint: party.supplier.api_endpoint },
    request: null,
    transactionId: transaction.id,
    payRequestId: gatewayFields(transaction.provider_data)?.PAY_REQUEST_ID ?? null,
    fromCheckout: party.fromCheckout,
    startedAt: new Date().toISOString(),
  };
  usePaymentsStore.getState().save(attempt);
  return attempt;
}

/**
 * Asks the server, not this tab's memory, whether the order has a payment open: this device's
 * attempt (as every tab last wrote it) and then the order itself, which names an open transaction
 * made anywhere (another browser, a tab whose storage was cleared). An open one becomes the
 * attempt, so the pay screen can offer to finish or cancel it. Also answers the order as it is now.
 */
export async function findOpenPayment(
  party: PaymentParty,
  queryClient: QueryClient,
): Promise<{ open: PaymentAttempt | null; order: Order }> {
  await usePaymentsStore.persist.rehydrate();
  let local = attemptFor(party.orderId);
  if (local?.transactionId != null) {
    try {
      const ask = () =>
        paymentsApi.getProcessing(
          { order_id: party.orderId, transaction_id: local!.transactionId! },
          { supplier: local!.supplier },
        );
      let { transaction } = await ask();
      // Still pending: the spec's 'resolve payment pending' has the supplier ask its provider (a
      // gateway answer that reached it late), then the transaction is read again.
      if (outcomeOf(transaction) === 'pending') {
        await paymentsApi.resolvePaymentPending({ id: party.orderId }, { supplier: local.supplier });
        ({ transaction } = await ask());
      }
      if (outcomeOf(transaction) !== 'pending') local = null;
    } catch (error) {
      // A transaction the server does not know is no payment: forget it. Anything else is unsure.
      if (!isNotFound(error)) throw error;
      usePaymentsStore.getState().forget(party.orderId);
      local = null;
    }
  }
  const answer = await ordersApi.getV2({ order_id: party.orderId });
  const { order } = answer;
  queryClient.setQueryData(orderKeys.detail(party.userId, party.orderId), answer);
  if (local?.transactionId != null) return { open: local, order };
  const openId = order.open_transaction_id;
  if (openId == null) return { open: null, order };
  const { transaction } = await paymentsApi.getProcessing(
    { order_id: party.orderId, transaction_id: openId },
    { supplier: party.supplier },
  );
  return { open: outcomeOf(transaction) === 'pending' ? adopt(party, transaction) : null, order };
}

/**
 * Closes an open payment at the server (an explicit step the shopper takes), then forgets it here.
 * Answers the transaction as the server left it: a payment that went through meanwhile is paid.
 */
export async function cancelOpenPayment(attempt: PaymentAttempt & { transactionId: number }) {
  const answer = await paymentsApi.cancelTransaction(
    { order_id: attempt.orderId, id: attempt.transactionId },
    { supplier: attempt.supplier },
  );
  if (outcomeOf(answer.transaction) !== 'paid') usePaymentsStore.getState().forget(attempt.orderId);
  return answer;
}
