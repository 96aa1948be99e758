import type { TFunction } from 'i18next';
import { formatMoney } from '#lib/money.ts';
import { parseRandsToCents } from '#lib/parse-money.ts';

// Suppliers answer checkout problems in the spec's English words (section 5). The known ones are
// shown in the shopper's language; anything else is the supplier's own text, shown as text.

type Known = { key: string; dispatch?: 'collect' | 'deliver'; amountInCents?: number };

const DISPATCH = '(Collection|Delivery)';
const PATTERNS: [RegExp, string][] = [
  [new RegExp(`^${DISPATCH} date required$`, 'i'), 'checkout_flow.date_required'],
  [new RegExp(`^${DISPATCH} date is no longer available, choose another$`, 'i'), 'checkout_flow.date_gone'],
  [/^Invalid discount code$/i, 'checkout_flow.discount_invalid'],
  [/^Discount code limit reached$/i, 'checkout_flow.discount_limit'],
  [/^Some items have gone out of stock!?$/i, 'checkout_flow.some_out_of_stock'],
  [/^All these items are out of stock$/i, 'checkout_flow.all_out_of_stock'],
  [/^A payment method is required$/i, 'checkout_flow.payment_required'],
];

// The amount is the supplier's own (`R10`, `N$ 50.00`), reprinted in the deployment's format.
const MINIMUM = /^The minimum order amount is\s+(\S.*)$/i;

/** The i18n key (and dispatch or amount) for a known supplier message; null for anything else. */
export function knownMessage(message: string): Known | null {
  const minimum = MINIMUM.exec(message.trim());
  const amountInCents = minimum ? amountIn(minimum[1] ?? '') : null;
  if (amountInCents !== null) return { key: 'checkout_flow.minimum_order', amountInCents };
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message.trim());
    if (match) {
      const word = match[1]?.toLowerCase();
      return word ? { key, dispatch: word === 'delivery' ? 'deliver' : 'collect' } : { key };
    }
  }
  return null;
}

/** A supplier message in the shopper's language when it is one the spec names. */
export function translateMessage(message: string, t: TFunction): string {
  const known = knownMessage(message);
  if (!known) return message;
  const dispatch = known.dispatch ? t(`checkout_flow.dispatch_${known.dispatch}`) : undefined;
  const amount = known.amountInCents === undefined ? undefined : formatMoney(known.amountInCents);
  return t(known.key, { dispatch, amount });
}

/** Cents from a supplier's amount: the deployment's symbol, or any other one it wrote. */
function amountIn(text: string): number | null {
  return parseRandsToCents(text) ?? parseRandsToCents(text.replace(/^[^\d-]+/, ''));
}
