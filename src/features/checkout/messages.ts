import type { TFunction } from 'i18next';

// Suppliers answer checkout problems in the spec's English words (section 5). The known ones are
// shown in the shopper's language; anything else is the supplier's own text, shown as text.

type Known = { key: string; dispatch?: 'collect' | 'deliver' };

const DISPATCH = '(Collection|Delivery)';
const PATTERNS: [RegExp, string][] = [
  [new RegExp(`^${DISPATCH} date required$`, 'i'), 'checkout_flow.date_required'],
  [new RegExp(`^${DISPATCH} date is no longer available, choose another$`, 'i'), 'checkout_flow.date_gone'],
  [/^The minimum order amount is R\s?10$/i, 'checkout_flow.minimum_order'],
  [/^Invalid discount code$/i, 'checkout_flow.discount_invalid'],
  [/^Discount code limit reached$/i, 'checkout_flow.discount_limit'],
  [/^Some items have gone out of stock!?$/i, 'checkout_flow.some_out_of_stock'],
  [/^All these items are out of stock$/i, 'checkout_flow.all_out_of_stock'],
  [/^A payment method is required$/i, 'checkout_flow.payment_required'],
];

/** The i18n key (and dispatch) for a known supplier message; null for anything else. */
export function knownMessage(message: string): Known | null {
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
  return t(known.key, { dispatch });
}
import './strings';
