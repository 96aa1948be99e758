// Every key the app keeps in the browser's storage, in one place: housekeeping keeps these and
// removes any other `storefront.` key (an old build's), sign-out forgets the shopper's, and the
// early boot script reads the chosen shop before any store has loaded.

/** The prefix every key below starts with; other prefixes (the fake backend's) are not ours. */
export const APP_PREFIX = 'storefront.';

// localStorage, one per persisted store.
export const ACCOUNT_STORE_KEY = 'storefront.account';
export const AD_CONSENT_KEY = 'storefront.ad-consent';
export const CART_STORE_KEY = 'storefront.cart.v1';
export const CHECKOUT_STORE_KEY = 'storefront.checkout';
/**
 * The Place order attempt (its idempotency key) and the last checkout this device placed, under a
 * key of their own (checkout-store.ts): a tab holding an older copy of the checkout writes the
 * whole of it back, and must not erase either.
 */
export const CHECKOUT_MARKS_KEY = 'storefront.checkout.marks';
/** Each shopper's favourite products (domain/favourites/favourites-store.ts). */
export const FAVOURITES_STORE_KEY = 'storefront.favourites';
export const NOTICES_STORE_KEY = 'storefront.notices';
export const ORDERS_STORE_KEY = 'storefront.orders';
export const PAYMENTS_STORE_KEY = 'storefront.payments';
export const PREFERENCES_STORE_KEY = 'storefront.preferences';
/** The preferences store's stored shape's version (the early boot script reads it too). */
export const PREFERENCES_STORE_VERSION = 1;
/** Visits counted and whether the install offer was made (app/offline/install-offer.ts). */
export const PWA_KEY = 'storefront.pwa';
/** Set while a query cache is kept in IndexedDB, so a first visit never loads the code to look. */
export const SAVED_QUERIES_KEY = 'storefront.saved-queries';
export const SESSION_STORE_KEY = 'storefront.session';
export const SHOPFRONT_STORE_KEY = 'storefront.shopfront';
export const SUPPLIERS_STORE_KEY = 'storefront.suppliers';
/** The suppliers store's stored shape's version: another is read as no choice. */
export const SUPPLIERS_STORE_VERSION = 1;

/** localStorage keys the app writes today, all of them. */
export const CURRENT_KEYS: readonly string[] = [
  ACCOUNT_STORE_KEY,
  AD_CONSENT_KEY,
  CART_STORE_KEY,
  CHECKOUT_STORE_KEY,
  CHECKOUT_MARKS_KEY,
  FAVOURITES_STORE_KEY,
  NOTICES_STORE_KEY,
  ORDERS_STORE_KEY,
  PAYMENTS_STORE_KEY,
  PREFERENCES_STORE_KEY,
  PWA_KEY,
  SAVED_QUERIES_KEY,
  SESSION_STORE_KEY,
  SHOPFRONT_STORE_KEY,
  SUPPLIERS_STORE_KEY,
];

// sessionStorage: this tab's only.
/** The deployed build's checksum last seen (app/navigation/version-check.ts). */
export const VERSION_KEY = 'storefront.version';
/** When this tab last reloaded for a missing chunk (app/boot/session-setup.ts). */
export const CHUNK_RELOAD_KEY = 'storefront.chunk-reload';
/**
 * The error page's 'a reset was tried' mark (app/error-pages.tsx). Outside the app's prefix on
 * purpose: the reset removes every `storefront.` key, and this one must outlive it.
 */
export const RESET_TRIED_KEY = 'storefront-reset-tried';
