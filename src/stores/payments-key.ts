// The payments store lives in the payment screens' chunk, so what every page carries to keep its
// key through housekeeping and to forget it on sign-out is just the key. A loaded store forgets by
// itself: it follows the account store.

export const PAYMENTS_STORE_KEY = 'storefront.payments';

/** Forgets payment attempts that are only in storage: they name the shopper's orders. */
export function forgetStoredPayments(): void {
  localStorage.removeItem(PAYMENTS_STORE_KEY);
}
