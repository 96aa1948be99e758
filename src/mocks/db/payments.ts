import { formatRands } from './seed/price-utils.ts';
import { orderTotals } from './order-progress.ts';
import type { SeedSupplier } from './seed/types.ts';
import type { DatasetState } from './state.ts';
import type { StoredOrder, StoredTransaction, TransactionStatus } from './store-types.ts';
import { requestChecksum } from '../stand-ins/checksum.ts';
import { DEMO_PAY } from '../stand-ins/paths.ts';

// Payment transactions, and what the storefront needs to hand the shopper to each provider. The
// providers are local stand-ins (src/mocks/stand-ins, handlers/pay-stand-ins.ts):
//   - GATEWAY (PayGate PayWeb3 style): the shopper decides on the gateway's page (/demo-pay/gateway);
//     see db/gateway.ts.
//   - CARD (Yoco style): the supplier charges a one-time token of the card provider; see
//     db/card-charge.ts.
//   - WALLET, WALLET_2 (SnapScan / Zapper style): the shopper pays on the wallet's page
//     (/demo-pay/wallet); the shop finds out by polling the transaction.
// One payment is open per order at a time (handlers/payments.ts), so two providers never both take
// the money for the same balance; a payment that still lands on a cancelled order is recorded.

/** The wallets paid online through the stand-in wallet page. */
export const WALLET_PROVIDERS: readonly string[] = ['WALLET', 'WALLET_2'];

/** What the order's price still needs, before any cancel (what a payment started now would ask). */
export function outstanding(order: StoredOrder): number {
  return orderTotals(order).total - order.paid_in_cents;
}

export const isOpen = (tx: StoredTransaction) => tx.status === 'pending' || tx.status === 'processing';

/** What a careful supplier answers (409) to a cancel, change or second payment while one is open. */
export const OPEN_PAYMENT_REFUSAL = 'A payment is open for this order: finish it, or cancel it first';

/** The order's open transaction (the newest, should older saved state hold more than one), or null. */
export function openTransactionOf(state: DatasetState, order: StoredOrder): StoredTransaction | null {
  const open = state.mut.transactions.filter((t) => t.order_id === order.id && isOpen(t));
  return open.reduce<StoredTransaction | null>((last, t) => (last && last.id > t.id ? last : t), null);
}

/**
 * Closes an open transaction; a successful one pays the order. Money that arrives on a cancelled
 * order (a provider that could not be stopped) is still received, and owed back. `failAll` is the
 * payment_failure scenario.
 */
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
  if (tx.status !== 'paid') {
    const message = `Payment ${tx.status.replace('_', ' ')} (${tx.provider})`;
    order.events.push({ timestamp: at, name: 'payment_failed', message });
    return;
  }
  order.paid_in_cents += tx.amount_in_cents;
  order.paid_at ??= at;
  const amount = formatRands(tx.amount_in_cents);
  order.events.push({
    timestamp: at,
    name: 'payment_received',
    message: `${amount} received (${tx.provider})`,
  });
  if (order.cancelled_at) {
    order.events.push({ timestamp: at, name: 'refund_due', message: `${amount} to be refunded` });
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
