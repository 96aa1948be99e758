import { passesLuhn } from '#lib/luhn.ts';

// The card provider's tokenising endpoint (a Yoco stand-in): the card form sends the card details
// here with the supplier's public key and gets a one-time token; the supplier's server then charges
// the token. Card numbers never reach the supplier. The test cards decide how the charge ends.

/** How a charge of a card's token ends. */
export type CardOutcome = 'paid' | 'declined' | 'insufficient_funds';

/** Test card numbers with a fixed outcome; every other valid number is approved. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

export interface CardDetails {
  public_key: string | null;
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvc: string;
  name: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : null;

/**
 * The card details of a tokenise request, or null when any is missing or invalid: a Luhn-valid
 * number of 12 to 19 digits (spaces and dashes allowed), an expiry month that has not passed at
 * `now` (two- or four-digit year) and a CVC of 3 or 4 digits. The public key is checked elsewhere.
 */
export function readCardDetails(body: unknown, now: Date): CardDetails | null {
  if (!body || typeof body !== 'object') return null;
  const raw = body as Record<string, unknown>;
  const number = text(raw.number)?.replace(/[\s-]/g, '') ?? '';
  const month = Number(text(raw.expiry_month));
  const yearText = text(raw.expiry_year) ?? '';
  const cvc = text(raw.cvc) ?? '';
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return null;
  if (!/^\d{2}(\d{2})?$/.test(yearText) || !Number.isInteger(month) || month < 1 || month > 12) return null;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return null;
  if (!/^\d{3,4}$/.test(cvc)) return null;
  const name = text(raw.name);
  return {
    public_key: text(raw.public_key),
    number,
    expiry_month: month,
    expiry_year: year,
    cvc,
    name: name || null,
  };
}

/** What charging a card ends in, by its number. */
export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number] ?? 'paid';
}

/** How minted tokens look; any other string is one of the literal test tokens (tok_declined ...). */
export const MINTED_TOKEN = /^tok_[0-9a-z]{24}$/;

/** A fresh opaque token: `tok_` and 24 random lower-case letters and digits. */
export function mintToken(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `tok_${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}
