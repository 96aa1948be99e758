import { z } from 'zod/mini';
import { defineArea, op, type AuthScheme } from '../define.ts';
import { callOperation } from '../http.ts';
import { pathIds } from '../schemas/common.ts';
import { OrderResponseSchema } from '../schemas/order.ts';
import {
  CardTransactionBodySchema,
  RegisterTransactionBodySchema,
  TransactionResponseSchema,
} from '../schemas/payment.ts';

const USER: readonly AuthScheme[] = ['bearer', 'basic'];

export const paymentsOperationSpecs = {
  /** Starts a payment attempt for an order. */
  registerTransaction: op({
    summary: 'Register a payment transaction',
    method: 'POST',
    path: '/api/v1/orders/{id}/transactions',
    host: 'supplier',
    auth: USER,
    creates: true,
    pathParams: pathIds('id'),
    body: RegisterTransactionBodySchema,
    response: TransactionResponseSchema,
  }),
  /** Polls a transaction the provider is still processing. */
  getProcessing: op({
    summary: 'Transaction processing state',
    method: 'GET',
    path: '/api/v1/orders/{order_id}/transactions/{transaction_id}/processing',
    host: 'supplier',
    auth: USER,
    pathParams: pathIds('order_id', 'transaction_id'),
    response: TransactionResponseSchema,
  }),
  /** Completes a gateway payment with the values the gateway redirected back with. */
  finalize: op({
    summary: 'Finalize a gateway transaction',
    method: 'POST',
    path: '/api/v1/orders/{order_id}/transactions/{transaction_id}/finalize',
    host: 'supplier',
    auth: USER,
    pathParams: pathIds('order_id', 'transaction_id'),
    query: z.object({ PAY_REQUEST_ID: z.string(), TRANSACTION_STATUS: z.string(), CHECKSUM: z.string() }),
    response: TransactionResponseSchema,
  }),
  /** Charges a card-provider token. The spec does not show this path; it is this contract's choice. */
  processCard: op({
    summary: 'Charge a card token for a transaction',
    method: 'POST',
    path: '/api/v1/orders/{order_id}/transactions/{id}/card',
    host: 'supplier',
    auth: USER,
    creates: true,
    pathParams: pathIds('order_id', 'id'),
    body: CardTransactionBodySchema,
    response: TransactionResponseSchema,
  }),
  /**
   * Closes a payment that is still open, so another can start or the order can be cancelled. The
   * spec does not show this path; it is this contract's choice. Closing a closed one answers it.
   */
  cancelTransaction: op({
    summary: 'Cancel an open transaction',
    method: 'POST',
    path: '/api/v1/orders/{order_id}/transactions/{id}/cancel',
    host: 'supplier',
    auth: USER,
    pathParams: pathIds('order_id', 'id'),
    response: TransactionResponseSchema,
  }),
  /** One transaction. */
  getTransaction: op({
    summary: 'One transaction',
    method: 'GET',
    path: '/api/v1/transactions/{id}',
    host: 'supplier',
    auth: USER,
    pathParams: pathIds('id'),
    response: TransactionResponseSchema,
  }),
  /** Chooses offline EFT for an order. */
  offlinePayment: op({
    summary: 'Pay offline (EFT)',
    method: 'POST',
    path: '/api/v1/orders/{id}/offline_payment',
    host: 'supplier',
    auth: USER,
    creates: true,
    pathParams: pathIds('id'),
    response: OrderResponseSchema,
  }),
  /** Asks the server to re-check a payment stuck in pending. */
  resolvePaymentPending: op({
    summary: 'Resolve a pending payment',
    method: 'POST',
    path: '/api/v1/orders/{id}/resolve_payment_pending',
    host: 'supplier',
    auth: USER,
    pathParams: pathIds('id'),
    response: OrderResponseSchema,
  }),
};

/** The payments operations, for app code: importing one area keeps other areas' schemas out of a screen's bundle. */
export const paymentsApi = defineArea('payments', paymentsOperationSpecs, callOperation);
