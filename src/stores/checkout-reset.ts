// The checkout store lives in the checkout's own chunk, so what every page carries to forget it on
// sign-out is just its key. A loaded store forgets by itself: it follows the account store.

export const CHECKOUT_STORE_KEY = 'storefront.checkout';

/** Forgets a checkout that is only in storage (the loaded store resets when the account goes). */
export function forgetStoredCheckout(): void {
  localStorage.removeItem(CHECKOUT_STORE_KEY);
}
