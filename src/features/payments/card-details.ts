import { passesLuhn } from '#lib/luhn.ts';

// What the card form checks before anything leaves the browser: a number that passes the Luhn
// check, an expiry not in the past, a 3 or 4 digit security code. The provider checks again.

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** MM/YY (or MM/YYYY) as month and four-digit year; null when unreadable. */
export function readExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The fields that are missing or wrong; empty when the card can be sent to the provider. */
export function cardProblems(card: CardInput, now = new Date()): CardField[] {
  const problems: CardField[] = [];
  const number = digits(card.number);
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) problems.push('number');
  const expiry = readExpiry(card.expiry);
  const thisMonth = now.getFullYear() * 12 + now.getMonth() + 1;
  if (!expiry || expiry.year * 12 + expiry.month < thisMonth) problems.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push('cvc');
  return problems;
}

/** The card as the provider's tokenising call takes it. */
export function cardForProvider(card: CardInput, publicKey: string) {
  const expiry = readExpiry(card.expiry)!;
  return {
    public_key: publicKey,
    number: digits(card.number),
    expiry_month: expiry.month,
    expiry_year: expiry.year,
    cvc: card.cvc.trim(),
    ...(card.name.trim() ? { name: card.name.trim() } : {}),
  };
}
