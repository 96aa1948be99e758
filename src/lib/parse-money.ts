import { currencySymbol } from './money';

// Apart from lib/money, which every page loads: only the screens that read an amount need this.

const RANDS_INPUT = /^(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Parses shopper input such as `12.50`, `12,5`, `R 1 234.50` (the deployment's symbol) or `-3`
 * into integer cents.
 * Returns null when the text is not an amount with at most two decimals.
 */
export function parseRandsToCents(input: string): number | null {
  const symbol = currencySymbol();
  let text = input.trim();
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1).trimStart();
  if (symbol && text.toUpperCase().startsWith(symbol.toUpperCase())) {
    text = text.slice(symbol.length);
  }
  // Spaces (incl. no-break and narrow no-break) are grouping; so is ',' when '.' is the decimal.
  text = text.replace(/[\s\u00a0\u202f]/g, '');
  if (text.includes('.') && text.includes(',')) text = text.replace(/,/g, '');
  const match = RANDS_INPUT.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}
