// The checkout store lives in the checkout's own chunk, so what every page carries to forget it on
// sign-out is just its keys. A loaded store forgets by itself: it follows the account store.

export const CHECKOUT_STORE_KEY = 'storefront.checkout';
/**
 * The Place order attempt (its idempotency key) and the last checkout this device placed, under a
 * key of their own (checkout-marks.ts): a tab holding an older copy of the checkout writes the
 * whole of it back, and must not erase either.
 */
export const CHECKOUT_MARKS_KEY = 'storefront.checkout.marks';

/** Forgets a checkout that is only in storage (the loaded store resets when the account goes). */
export function forgetStoredCheckout(): void {
  localStorage.removeItem(CHECKOUT_STORE_KEY);
  localStorage.removeItem(CHECKOUT_MARKS_KEY);
}
