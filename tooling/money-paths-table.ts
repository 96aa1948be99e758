import { join } from 'node:path';

// The shape of the money-paths table (docs/payments.md), shared by the e2e tests that write its
// rows and scripts/money-paths.ts, which writes and checks the table; nothing here needs a browser.

export const METHODS = ['cash', 'EFT', 'gateway', 'card', 'wallet', 'debtor card', 'store credit'] as const;
export const RACES = [
  'two tabs',
  'back button',
  'reload',
  'lost answer',
  '401',
  'cancel during payment',
  'second method',
] as const;

export interface MoneyPath {
  method: (typeof METHODS)[number];
  race: (typeof RACES)[number];
  /** What the shopper sees, in a few words. */
  sees: string;
  orders: number;
  charges: number;
}

/** Where the run leaves its rows: Playwright empties its output folder at the start of a run. */
export const moneyPathsDir = (outputDir: string) => join(outputDir, 'money-paths');
