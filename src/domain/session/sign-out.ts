import { localStore } from '#lib/storage.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { forgetConsent } from '#stores/ad-consent.ts';
import { useCartStore } from '../basket/cart-store';
import { useNoticesStore } from '#stores/notices-store.ts';
import { useOrdersStore } from '../orders/editing-store';
import { useSessionStore } from '#stores/session-store.ts';
import { CHECKOUT_MARKS_KEY, CHECKOUT_STORE_KEY, PAYMENTS_STORE_KEY } from '#stores/store-keys.ts';

// The checkout and payments stores load with their screens; every page can sign out, so what is
// only in storage is forgotten by key. A loaded store forgets by itself: it follows the account.
const forgetStoredCheckout = () => {
  localStore.removeItem(CHECKOUT_STORE_KEY);
  localStore.removeItem(CHECKOUT_MARKS_KEY);
};
/** Payment attempts name the shopper's orders. */
const forgetStoredPayments = () => localStore.removeItem(PAYMENTS_STORE_KEY);

/**
 * Everything but the account and the checkout; for a tab that learns another tab already signed
 * out (that tab forgot the stored checkout, or kept it for the same shopper when a session ended).
 */
function clearDependentTraces(): void {
  const editing = useOrdersStore.getState().editing !== null;
  // Editing points at their order.
  useOrdersStore.getState().stopEditing();
  // Items being added to a placed order belong to that order, not to whoever shops next.
  if (editing) useCartStore.getState().clear();
  // A back target can be one of their order pages.
  useSessionStore.getState().setBackTarget(null);
  // Their order ids: the orders this device offered to review, and told about as open.
  useNoticesStore.setState({ reviewsOffered: [] });
  useSessionStore.setState({ openOrdersSeen: [] });
}

/**
 * Signs out and leaves nothing of the shopper in storage: the account and token, checkout choices,
 * order editing. The basket stays unless it was editing an order: it holds offers, not the shopper.
 * `sessionEnded` (a 401, or another tab signed out, which may have been a 401 there): an open
 * payment and the checkout are kept for after sign-in, so the shopper resumes at the same step and
 * never loses a payment they may still be making. Both name their shopper, so another shopper
 * signing in here does not see them.
 */
export function clearAccountTraces({ sessionEnded = false } = {}): void {
  // Before the sign-out: loaded payments and checkout stores read a missing key as 'forget'.
  if (!sessionEnded) {
    forgetStoredPayments();
    forgetStoredCheckout();
    // The answer to the consent notice is the shopper's, not the phone's (decision 032).
    forgetConsent();
  }
  useAccountStore.getState().signOut();
  clearDependentTraces();
}

/** Rehydrates the account from another tab's write and, if that tab signed out, forgets the rest. */
export async function followAccountWrite(): Promise<void> {
  const before = useAccountStore.getState().account;
  await useAccountStore.persist.rehydrate();
  if (before && !useAccountStore.getState().account) clearDependentTraces();
}
