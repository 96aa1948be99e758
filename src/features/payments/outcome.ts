import type { Transaction } from '#api/schemas/payment.ts';

/** How a payment attempt stands, as the shopper is told (spec section 4: payment outcomes). */
export type Outcome =
  'paid' | 'pending' | 'declined' | 'insufficient_funds' | 'amount_error' | 'cancelled' | 'failed';

const OUTCOMES: Readonly<Record<string, Outcome>> = {
  paid: 'paid',
  success: 'paid',
  completed: 'paid',
  pending: 'pending',
  processing: 'pending',
  declined: 'declined',
  insufficient_funds: 'insufficient_funds',
  amount_error: 'amount_error',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/**
 * The server's word for a transaction, as an outcome. Transaction statuses are not fixed by the
 * contract: anything unknown is a failure, so the shopper is never told a payment went through
 * that the server did not say went through.
 */
export function outcomeOf(transaction: Pick<Transaction, 'status'>): Outcome {
  return OUTCOMES[transaction.status.toLowerCase()] ?? 'failed';
}

/** An attempt that ended and needs no more asking. */
export function isSettled(outcome: Outcome): boolean {
  return outcome !== 'pending';
}
