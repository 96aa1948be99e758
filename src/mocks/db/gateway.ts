import { returnChecksum } from '../stand-ins/checksum.ts';
import { settle } from './payments.ts';
import { providerRecords } from './provider-records.ts';
import type { DatasetState } from './state.ts';
import type { StoredOrder, StoredTransaction, TransactionStatus } from './store-types.ts';

// The gateway (PayGate PayWeb3 style) as the supplier sees it: the gateway's page tells the supplier
// how the shopper decided (decideGateway records that result) and then sends the shopper back to
// return_url with a signed result; finalize trusts only the recorded result, never the values the
// shopper's browser brought back.

export type GatewayDecision = 'approve' | 'decline' | 'cancel';

const DECISION_STATUS: Record<GatewayDecision, TransactionStatus> = {
  approve: 'paid',
  decline: 'declined',
  cancel: 'cancelled',
};

/** TRANSACTION_STATUS of a closed transaction: 1 approved, 4 cancelled, 2 anything else. */
export function gatewayCode(status: TransactionStatus): string {
  return status === 'paid' ? '1' : status === 'cancelled' ? '4' : '2';
}

/** Where the gateway sends the shopper back: return_url with the signed result; null without one. */
export function gatewayReturnUrl(tx: StoredTransaction, transactionStatus: string): string | null {
  if (!tx.return_url) return null;
  const result = new URLSearchParams({
    PAY_REQUEST_ID: tx.provider_reference,
    TRANSACTION_STATUS: transactionStatus,
    CHECKSUM: returnChecksum(tx.provider_reference, transactionStatus),
  });
  return `${tx.return_url}${tx.return_url.includes('?') ? '&' : '?'}${result.toString()}`;
}

/**
 * The gateway's decision reaches the supplier: the transaction settles (payment_failure turns an
 * approval into a decline) and the gateway's result is recorded. Deciding again changes nothing and
 * answers the first result; so does deciding on a payment the shop already cancelled.
 */
export function decideGateway(
  state: DatasetState,
  order: StoredOrder,
  tx: StoredTransaction,
  decision: GatewayDecision,
  now: Date,
  failAll: boolean,
): { transaction_status: string; redirect_url: string | null } {
  const results = providerRecords(state).gateway_results;
  let result = results[String(tx.id)];
  if (!result) {
    settle(order, tx, DECISION_STATUS[decision], now, failAll);
    result = { transaction_status: gatewayCode(tx.status), decided_at: now.toISOString() };
    results[String(tx.id)] = result;
  }
  return {
    transaction_status: result.transaction_status,
    redirect_url: gatewayReturnUrl(tx, result.transaction_status),
  };
}

/**
 * How the gateway says a transaction ended, when the supplier asks it (resolve_payment_pending):
 * its recorded result, or null when the shopper has not decided (the payment stays open).
 */
export function gatewayOutcome(state: DatasetState, tx: StoredTransaction): TransactionStatus | null {
  const code = providerRecords(state).gateway_results[String(tx.id)]?.transaction_status;
  if (code === undefined) return null;
  return code === '1' ? 'paid' : code === '4' ? 'cancelled' : 'declined';
}

/**
 * Whether the values of a gateway return are the gateway's: the payment request's id, the status
 * the gateway recorded and that pair's checksum. Anything else (no recorded result yet, a status
 * the gateway did not report, a wrong checksum) is refused.
 */
export function verifyGatewayReturn(
  state: DatasetState,
  tx: StoredTransaction,
  values: { PAY_REQUEST_ID: string | null; TRANSACTION_STATUS: string | null; CHECKSUM: string | null },
): boolean {
  const result = providerRecords(state).gateway_results[String(tx.id)];
  if (!result) return false;
  return (
    values.PAY_REQUEST_ID === tx.provider_reference &&
    values.TRANSACTION_STATUS === result.transaction_status &&
    values.CHECKSUM?.toLowerCase() === returnChecksum(tx.provider_reference, result.transaction_status)
  );
}
