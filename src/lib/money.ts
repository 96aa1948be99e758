/**
 * Money is carried as integer cents everywhere and only turned into text at the edge.
 *
 * Display format (see docs/decisions/002-money-format.md): symbol, space, amount with a '.'
 * decimal separator and thousands grouped with a plain space, e.g. `R 1 234.50`. South African
 * house style (SANS / SI) groups digits with spaces; a comma would read as a decimal separator
 * to Afrikaans and French shoppers, a space is unambiguous in all three locales.
 *
 * The symbol and ISO code are the deployment's (`currency` in config.json), never a literal: this
 * module is the only way to print money, and lint refuses a hard-coded currency anywhere else.
 * Installing the deployment config sets them here (config/deployment-config.ts), so lib, at the
 * bottom of the layers, reads no config itself.
 */

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** A deployment's currency (config.json `currency`). */
export interface Currency {
  /** Printed before the amount, e.g. `R` or `N$`. */
  symbol: string;
  /** The ISO 4217 code (the rand's in South Africa), for analytics events and payment providers. */
  iso: string;
}

let currency: Currency | undefined;

/** Money is printed in `next` from now on: called as the deployment config is installed. */
export function setCurrency(next: Currency): void {
  currency = next;
}

function deploymentCurrency(): Currency {
  if (!currency) throw new Error('Money printed before the deployment config set its currency');
  return currency;
}

/** The deployment's currency symbol, e.g. `R` or `N$`. */
export const currencySymbol = (): string => deploymentCurrency().symbol;

/** The deployment's ISO 4217 code, for analytics events and payment providers. */
export const currencyIso = (): string => deploymentCurrency().iso;

/**
 * Formats integer cents as `R 12.50`, `R 1 234.50` or `-R 5.00`. Anything else (a fraction, NaN,
 * past 2^53) is a bug upstream, logged and shown as `R —`: money is printed while rendering, and a
 * throw there takes the whole page down with it (a stored basket line of absurd size once did).
 */
export function formatMoney(cents: number): string {
  const symbol = currencySymbol();
  if (!Number.isSafeInteger(cents)) {
    console.error(new TypeError(`cents must be an integer number of cents, got ${String(cents)}`));
    return `${symbol} —`;
  }
  // Integer maths only: dividing by 100 in floating point can print 0.1 + 0.2 style noise.
  const abs = Math.abs(cents);
  const rands = Math.floor(abs / 100);
  const rest = abs % 100;
  const amount = `${groupThousands(String(rands))}.${String(rest).padStart(2, '0')}`;
  // `cents < 0` is false for -0, so a negative zero never shows as "-R 0.00".
  return `${cents < 0 ? '-' : ''}${symbol} ${amount}`;
}

/**
 * Formats a delivery fee; zero shows `freeLabel` (pass the translated `common.free`), so this
 * module stays free of i18n and React.
 */
export function formatDeliveryFee(cents: number, freeLabel: string): string {
  return cents === 0 ? freeLabel : formatMoney(cents);
}
