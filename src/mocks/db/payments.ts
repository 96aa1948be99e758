import { formatRands } from './seed/price-utils.ts';
import { orderTotals } from './order-progress.ts';
import type { SeedSupplier } from './seed/types.ts';
import type { DatasetState } from './state.ts';
import type { MutableState, StoredOrder, StoredTransaction, TransactionStatus } from './store-types.ts';
import { MINTED_TOKEN, type CardOutcome } from '../stand-ins/card.ts';
import { requestChecksum, returnChecksum } from '../stand-ins/checksum.ts';
import { DEMO_PAY } from '../stand-ins/paths.ts';

// Payment transactions and the providers' side of them, as local stand-ins (src/mocks/stand-ins):
//   - GATEWAY (PayGate PayWeb3 style): the supplier hands out PAY_REQUEST_ID and CHECKSUM, the
//     storefront posts them to the gateway's page (/demo-pay/gateway), where the shopper approves,
//     declines or cancels. The gateway tells the supplier first (decideGateway, which records its
//     result) and then sends the shopper back to return_url with a signed result; finalize trusts
//     only the recorded result, never the values the shopper's browser brought back.
//   - CARD (Yoco style): the card form gets a one-time token from the card provider's tokeniser and
//     the supplier charges it. The token's record says how the charge ends (test card numbers);
//     the literal test tokens tok_declined and tok_insufficient keep working.
//   - WALLET, WALLET_2 (SnapScan / Zapper style): the shopper pays on the wallet's page
//     (/demo-pay/wallet); the shop finds out by polling the transaction.

/** The wallets paid online through the stand-in wallet page. */
export const WALLET_PROVIDERS: readonly string[] = ['WALLET', 'WALLET_2'];

export type GatewayDecision = 'approve' | 'decline' | 'cancel';

const DECISION_STATUS: Record<GatewayDecision, TransactionStatus> = {
  approve: 'paid',
  decline: 'declined',
  cancel: 'cancelled',
};

/** What the gateway told the supplier about a payment request. */
export interface GatewayResult {
  transaction_status: string;
  decided_at: string;
}

/** A token the card provider minted: what charging it does, and whether it was spent. */
export interface CardTokenRecord {
  outcome: CardOutcome;
  public_key: string;
  last4: string;
  created_at: string;
  used_at: string | null;
}

/** What the providers' stand-ins keep, stored with the dataset's mutable state (and so persisted). */
export interface ProviderRecords {
  /** Transaction id -> the gateway's recorded result. */
  gateway_results: Record<string, GatewayResult>;
  /** Card token -> its record. */
  card_tokens: Record<string, CardTokenRecord>;
}

type WithProviderRecords = MutableState & { stand_ins?: ProviderRecords };

/** The providers' records of a dataset, created on first use (older saved demo state has none). */
export function providerRecords(state: DatasetState): ProviderRecords {
  const mut = state.mut as WithProviderRecords;
  mut.stand_ins ??= { gateway_results: {}, card_tokens: {} };
  return mut.stand_ins;
}

export function outstanding(order: StoredOrder): number {
  return orderTotals(order).total - order.paid_in_cents;
}

const isOpen = (tx: StoredTransaction) => tx.status === 'pending' || tx.status === 'processing';

/** Closes a transaction; a successful one pays the order. `failAll` is the payment_failure scenario. */
export function settle(
  order: StoredOrder,
  tx: StoredTransaction,
  status: TransactionStatus,
  now: Date,
  failAll: boolean,
): void {
  if (!isOpen(tx)) return;
  tx.status = status === 'paid' && failAll ? 'declined' : status;
  const at = now.toISOString();
  if (tx.status === 'paid') {
    order.paid_in_cents += tx.amount_in_cents;
    order.paid_at ??= at;
    order.events.push({
      timestamp: at,
      name: 'payment_received',
      message: `${formatRands(tx.amount_in_cents)} received (${tx.provider})`,
    });
  } else {
    order.events.push({
      timestamp: at,
      name: 'payment_failed',
      message: `Payment ${tx.status.replace('_', ' ')} (${tx.provider})`,
    });
  }
}

/** What the client needs to hand the shopper to the provider. */
export function providerData(
  tx: StoredTransaction,
  supplier: SeedSupplier | undefined,
): Record<string, unknown> {
  const reference = tx.provider_reference;
  switch (tx.provider) {
    case 'GATEWAY':
      return { PAY_REQUEST_ID: reference, CHECKSUM: requestChecksum(reference) };
    case 'CARD':
      return {
        public_key: supplier?.yoco_public_key ?? null,
        amount_in_cents: tx.amount_in_cents,
        currency: 'ZAR',
      };
    case 'OFFLINE_EFT':
      return {
        bank_name: supplier?.bank_name ?? null,
        bank_account: supplier?.bank_account ?? null,
        bank_branch: supplier?.bank_branch ?? null,
        reference,
      };
    case 'WALLET':
    case 'WALLET_2': {
      const query = new URLSearchParams({
        reference,
        amount: String(tx.amount_in_cents),
        provider: tx.provider,
      });
      return {
        reference,
        payment_url: `${DEMO_PAY.wallet}?${query.toString()}`,
        qr_image_url: `${DEMO_PAY.walletQr}?${new URLSearchParams({ reference }).toString()}`,
      };
    }
    default:
      return { reference };
  }
}

export function openTransaction(
  state: DatasetState,
  order: StoredOrder,
  id: number,
  provider: string,
  amount: number | undefined,
  returnUrl: string | null,
  now: Date,
): StoredTransaction {
  const owed = outstanding(order);
  const tx: StoredTransaction = {
    id,
    order_id: order.id,
    amount_in_cents: amount ?? owed,
    // An amount that does not match the balance is refused up front (spec: 'Amount error').
    status: amount !== undefined && amount !== owed ? 'amount_error' : 'pending',
    provider,
    provider_reference: `PAY-${order.id}-${id}`,
    created_at: now.toISOString(),
    return_url: returnUrl,
  };
  state.mut.transactions.push(tx);
  return tx;
}

/** A transaction of one of `providers` by the reference the provider knows it by, with its order. */
export function findByReference(
  state: DatasetState,
  reference: string,
  providers: readonly string[],
): { tx: StoredTransaction; order: StoredOrder } | null {
  const tx = state.mut.transactions.find(
    (t) => t.provider_reference === reference && providers.includes(t.provider),
  );
  const order = tx && state.mut.orders.find((o) => o.id === tx.order_id);
  return tx && order ? { tx, order } : null;
}

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
 * answers the first result.
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

/** Literal test tokens, from before the card provider's stand-in; reusable. */
const LITERAL_TOKENS: Record<string, CardOutcome> = {
  tok_declined: 'declined',
  tok_insufficient: 'insufficient_funds',
};

/**
 * Charges a card token for a transaction; answers why it was refused, or null. A minted token is
 * spent by its first charge; a token of another shop's public key or one the provider never minted
 * is refused. Other literal tokens approve, as the fake backend always let them. A closed
 * transaction is left as it is and the token is not spent.
 */
export function chargeCard(
  state: DatasetState,
  order: StoredOrder,
  tx: StoredTransaction,
  publicKey: string | null,
  token: string,
  now: Date,
  failAll: boolean,
): string | null {
  const minted = providerRecords(state).card_tokens[token];
  let outcome: CardOutcome;
  if (minted) {
    if (minted.used_at) return 'This card token was already used';
    if (publicKey && minted.public_key !== publicKey) return 'This card token belongs to another shop';
    outcome = minted.outcome;
  } else if (MINTED_TOKEN.test(token)) {
    return 'Unknown card token';
  } else {
    outcome = LITERAL_TOKENS[token] ?? 'paid';
  }
  if (!isOpen(tx)) return null;
  if (minted) minted.used_at = now.toISOString();
  settle(order, tx, outcome, now, failAll);
  return null;
}
