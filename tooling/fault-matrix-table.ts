import { join } from 'node:path';
import { FAULTS, type FaultName } from '../src/mocks/faults.ts';

// The shape of the reliability table (docs/reliability.md), shared by the e2e fault-matrix tests
// that write its rows and scripts/reliability.ts, which writes and checks the table.

/** What the shopper saw while the fault was on. */
export const OUTCOMES = {
  works: 'works as usual',
  retry: "a message and 'Try again'",
  message: 'a message; the action can be repeated',
  sign_in: 'asked to sign in again',
  not_found: "a 'not found' page with a way back",
  quiet: 'nothing shown (a background call)',
  settles:
    "a message, or the result the screen's next status check brings (which comes first depends on timing)",
} as const;
export type Outcome = keyof typeof OUTCOMES;

export interface FaultRow {
  operation: string;
  fault: FaultName;
  outcome: Outcome;
  /** The messages the shopper read, each on its own. */
  messages: string[];
  /** The basket and the checkout's choices were the same afterwards. */
  kept: boolean;
  /** Once the fault cleared, the shopper's retry worked. */
  recovered: boolean;
}

export { FAULTS };

/** Where the run leaves its rows: Playwright empties its output folder at the start of a run. */
export const faultRowsDir = (outputDir: string) => join(outputDir, 'fault-matrix');

/**
 * Every registry operation the storefront calls (tests/build/fault-matrix-operations.test.ts checks
 * this against the code), in the order the table lists them. The version check, the terms, the
 * geocoder and the card provider are not the supplier's API and are not served by the fake backend.
 */
export const STOREFRONT_OPERATIONS = [
  'config.getShopfrontConfig',
  'catalog.suppliersDistanceFrom',
  'catalog.getSupplier',
  'catalog.listCategories',
  'catalog.getBanners',
  'catalog.getAds',
  'catalog.getSupplierLeaflets',
  'catalog.getCategory',
  'catalog.getProduct',
  'catalog.getProductOffers',
  'catalog.getSellableOffers',
  'catalog.searchOffers',
  'catalog.getCombos',
  'catalog.getActivePromotions',
  'catalog.getActiveStokvel',
  'catalog.getAgencies',
  'catalog.getLeaflets',
  'catalog.getTimeslots',
  'cart.getClientConfig',
  'cart.validate',
  'cart.validatePicks',
  'cart.compare',
  'cart.compareDebug',
  'cart.compareSync',
  'cart.getCheckoutConfig',
  'cart.registerOrder',
  'account.signIn',
  'account.signUp',
  'account.forgotPassword',
  'account.validateToken',
  'account.resetPassword',
  'account.update',
  'account.listAddresses',
  'account.createAddress',
  'account.deleteAddress',
  'account.newDebtorCard',
  'orders.listForUser',
  'orders.getV2',
  'orders.getOffers',
  'orders.validateModifications',
  'orders.modify',
  'orders.cancel',
  'orders.review',
  'openOrders.list',
  'payments.registerTransaction',
  'payments.getProcessing',
  'payments.finalize',
  'payments.processCard',
  'payments.cancelTransaction',
  'payments.resolvePaymentPending',
] as const;
