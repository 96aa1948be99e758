import { MINTED_TOKEN, type CardOutcome } from '../stand-ins/card.ts';
import { isOpen, settle } from './payments.ts';
import { providerRecords } from './provider-records.ts';
import type { DatasetState } from './state.ts';
import type { StoredOrder, StoredTransaction } from './store-types.ts';

// The card provider (Yoco style) as the supplier sees it: the card form gets a one-time token from
// the provider's tokeniser (handlers/pay-stand-ins.ts) and the supplier charges it here. The token's
// record says how the charge ends (test card numbers).

/** Literal test tokens, from before the card provider's stand-in; reusable. */
const LITERAL_TOKENS: Record<string, CardOutcome> = {
  tok_declined: 'declined',
  tok_insufficient: 'insufficient_funds',
};

/**
 * Charges a card token for a transaction; answers why it was refused, or null. A minted token is
 * spent by its first charge; a token of another shop's public key or one the provider never minted
 * is refused. Other literal tokens approve, as the fake backend always let them. A closed
 * transaction (paid, failed or cancelled) is left as it is and the token is not spent.
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
