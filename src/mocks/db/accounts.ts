import type { z } from 'zod/mini';
import type { AccountSchema } from '#api/schemas/account.ts';
import type { DatasetState } from './state.ts';
import type { StoredAccount } from './store-types.ts';
import { normaliseMobile } from '#lib/phone.ts';

// Account helpers: login normalisation, bearer tokens and the API shape of an account.

/** Debtor cards requested in the demo are approved by the "supplier" this long after the request. */
export const DEBTOR_APPROVAL_MS = 2 * 60_000;

export function findByLogin(state: DatasetState, login: string): StoredAccount | undefined {
  // Logins are compared in the local form the seed uses: 0821234567.
  const wanted = normaliseMobile(login);
  return state.mut.accounts.find((a) => normaliseMobile(a.login) === wanted);
}

/** How long a bearer token works, on the backend's clock (db/clock.ts): a day, as many suppliers'. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60_000;

/** Issues a bearer token for an account, working for TOKEN_LIFETIME_MS from `now`. */
export function issueToken(state: DatasetState, accountId: number, now: Date): string {
  // getRandomValues, unlike randomUUID, also works when a demo is served over plain http.
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  );
  const token = `demo_${accountId}_${random.join('')}`;
  state.mut.tokens[token] = accountId;
  (state.mut.token_expiry ??= {})[token] = new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString();
  return token;
}

/** The account a bearer token is for, or null when unknown, revoked or expired (then forgotten). */
export function tokenAccountId(state: DatasetState, token: string, now: Date): number | null {
  const id = state.mut.tokens[token];
  if (id === undefined) return null;
  const expiry = state.mut.token_expiry?.[token];
  if (expiry !== undefined && Date.parse(expiry) <= now.getTime()) {
    revoke(state, token);
    return null;
  }
  return id;
}

function revoke(state: DatasetState, token: string): void {
  delete state.mut.tokens[token];
  if (state.mut.token_expiry) delete state.mut.token_expiry[token];
}

/**
 * Ends every token of an account but `keep`: a new password signs out the shopper's other devices,
 * and a supplier may sign a shopper out everywhere (the mock server's POST /__revoke). Returns how
 * many ended.
 */
export function revokeTokens(state: DatasetState, accountId: number, keep?: string): number {
  const ended = Object.keys(state.mut.tokens).filter(
    (token) => state.mut.tokens[token] === accountId && token !== keep,
  );
  for (const token of ended) revoke(state, token);
  return ended.length;
}

/** Approves pending debtor cards whose approval time has passed (computed lazily, no timers). */
function settleDebtorCards(account: StoredAccount, now: Date): void {
  for (const card of account.debtor_cards) {
    const requested = account.debtor_requested_at?.[String(card.id)];
    if (card.status !== 'pending' || !requested) continue;
    if (now.getTime() - Date.parse(requested) < DEBTOR_APPROVAL_MS) continue;
    card.status = 'accepted';
    card.debtor_card_number = `DC-${String(card.id).padStart(6, '0')}`;
    // A new account starts with a R1 500 credit line, enough for a demo basket.
    card.balance_in_cents = 150_000;
  }
}

export function presentAccount(account: StoredAccount, now: Date): z.input<typeof AccountSchema> {
  settleDebtorCards(account, now);
  return {
    id: account.id,
    login: account.login,
    first_name: account.first_name,
    last_name: account.last_name,
    full_name: account.full_name,
    profile: account.profile,
    id_number: account.id_number,
    business_address_1: account.business_address_1,
    debtor_cards: account.debtor_cards.map((c) => ({
      ...c,
      // The seed stores '' for cards without a number; the contract says null.
      debtor_card_number: c.debtor_card_number || null,
      supplier_branch: c.supplier_branch || null,
    })),
    addresses: account.addresses.map((a) => ({ ...a, unit_or_floor: a.unit_or_floor || null })),
    demo: account.demo,
    push_subscriptions: [],
    beta_tester: account.beta_tester,
    credit_in_cents: account.credit_in_cents,
    marketing_contact_id: account.marketing_id,
  };
}
