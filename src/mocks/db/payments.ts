import { formatRands } from './seed/price-utils.ts';
import { orderTotals } from './order-progress.ts';
import type { SeedSupplier } from './seed/types.ts';
import type { DatasetState } from './state.ts';
import type { StoredOrder, StoredTransaction, TransactionStatus } from './store-types.ts';

// Payment transactions. Providers are simulated: the gateway "redirects" straight back with a
// result, wallets confirm a few seconds after the transaction is opened, and cards are charged from a
// token. Special card tokens force outcomes: tok_declined, tok_insufficient.

/** Wallet payments are confirmed this long after they were opened (read on the next poll). */
export const WALLET_CONFIRM_MS = 5_000;

/** PayGate-style TRANSACTION_STATUS codes the finalize call receives. */
export const GATEWAY_STATUS: Record<string, TransactionStatus> = {
  '1': 'paid',
  '2': 'declined',
  '4': 'cancelled',
};

export function outstanding(order: StoredOrder): number {
  return orderTotals(order).total - order.paid_in_cents;
}

/** Closes a transaction; a successful one pays the order. `failAll` is the payment_failure scenario. */
export function settle(
  order: StoredOrder,
  tx: StoredTransaction,
  status: TransactionStatus,
  now: Date,
  failAll: boolean,
): void {
  if (tx.status !== 'pending' && tx.status !== 'processing') return;
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
  failAll: boolean,
): Record<string, unknown> {
  switch (tx.provider) {
    case 'GATEWAY': {
      // The fake gateway "redirects" straight back to return_url with its result already filled in.
      const result = new URLSearchParams({
        PAY_REQUEST_ID: tx.provider_reference,
        TRANSACTION_STATUS: failAll ? '2' : '1',
        CHECKSUM: `demo-${tx.id}`,
      });
      const redirect = tx.return_url
        ? `${tx.return_url}${tx.return_url.includes('?') ? '&' : '?'}${result.toString()}`
        : null;
      return { PAY_REQUEST_ID: tx.provider_reference, CHECKSUM: `demo-${tx.id}`, redirect_url: redirect };
    }
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
        reference: tx.provider_reference,
      };
    default:
      return { reference: tx.provider_reference, confirm_after_seconds: WALLET_CONFIRM_MS / 1000 };
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
