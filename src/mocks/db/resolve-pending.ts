import { gatewayOutcome } from './gateway.ts';
import { isOpen, openTransaction, outstanding, settle } from './payments.ts';
import { nextId, type DatasetState } from './state.ts';
import type { StoredOrder, StoredTransaction, TransactionStatus } from './store-types.ts';

// resolve_payment_pending: the supplier asks each provider how the order's open payments ended and
// settles only what a provider confirms. Settling every open payment as paid would approve a
// gateway payment the shopper never approved.

/** How the provider says an open transaction ended, or null while it is still open. */
function askProvider(state: DatasetState, tx: StoredTransaction): TransactionStatus | null {
  switch (tx.provider) {
    case 'GATEWAY':
      return gatewayOutcome(state, tx);
    // The fake's rule for bank transfers: by the time the supplier looks, the EFT is in its account.
    case 'OFFLINE_EFT':
      return 'paid';
    // Wallets and cards settle when the wallet page pays or the card is charged; asking proves nothing.
    default:
      return null;
  }
}

/** Settles what the providers confirm; `failAll` (payment_failure) turns each payment into a decline. */
export function resolvePending(state: DatasetState, order: StoredOrder, now: Date, failAll: boolean): void {
  const open = state.mut.transactions.filter((t) => t.order_id === order.id && isOpen(t));
  for (const tx of open) {
    const outcome = askProvider(state, tx);
    if (outcome) settle(order, tx, outcome, now, failAll);
  }
  // An EFT the shopper was told to make (offline_payment), now seen in the bank account; it is
  // recorded even if the order was cancelled since, as a transfer cannot be called back.
  if (open.length === 0 && order.offline_payment_at && outstanding(order) > 0 && !failAll) {
    const id = nextId(state, 'transaction');
    const tx = openTransaction(state, order, id, 'OFFLINE_EFT', undefined, null, now);
    settle(order, tx, 'paid', now, false);
  }
}
