import { localStore, sessionStore } from '#lib/storage.ts';
import { followKeyInOtherTabs } from '#lib/follow-tabs.ts';
import { record } from '#lib/record.ts';
import { storedState } from '#lib/stored-state.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { followCartInOtherTabs } from '../basket/cart-store';
import { followAccountWrite, followLazyStoresInOtherTabs, sessionMoment } from './lifecycle';
import { ACCOUNT_STORE_KEY, APP_PREFIX, CART_STORE_KEY, CURRENT_KEYS } from '#stores/store-keys.ts';

/**
 * Removes old `storefront.` keys (an earlier basket shape, a renamed store) so stale data cannot be
 * read back; other prefixes, such as the fake backend's `storefront-demo:`, are not ours to touch.
 */
export function removeLegacyKeys(): string[] {
  const legacy = localStore.keys().filter((key) => key.startsWith(APP_PREFIX) && !CURRENT_KEYS.includes(key));
  for (const key of legacy) localStore.removeItem(key);
  return legacy;
}

/**
 * The way out of a page that keeps failing: removes everything the app stored on this device,
 * in both storages, except the basket unless `basketToo` (the shopper's work goes last).
 */
export function resetStoredState({ basketToo }: { basketToo: boolean }): void {
  for (const storage of [localStore, sessionStore]) {
    const keys = storage
      .keys()
      .filter((key) => key.startsWith(APP_PREFIX) && (basketToo || key !== CART_STORE_KEY));
    for (const key of keys) storage.removeItem(key);
  }
}

/** Reflects the account (sign in, sign out) from the shopper's other tabs; returns the unsubscribe. */
function followAccountInOtherTabs(target: Window): () => void {
  // Removed or cleared there: as a session that ended, since that tab may have seen a 401.
  return followKeyInOtherTabs(
    target,
    ACCOUNT_STORE_KEY,
    { persist: { rehydrate: followAccountWrite } },
    () => void sessionMoment('session-ended'),
    (stored) => {
      const state = storedState(stored, useAccountStore.persist.getOptions().version ?? 0);
      const { account: shown, token } = useAccountStore.getState();
      return record(state.account).id !== shown?.id || (state.token ?? null) !== token;
    },
  );
}

/**
 * Keeps the basket, the signed-in account, the checkout and payment attempts in step with other
 * tabs; returns one unsubscribe.
 */
export function followOtherTabs(target: Window = window): () => void {
  const stops = [
    followCartInOtherTabs(target),
    followAccountInOtherTabs(target),
    followLazyStoresInOtherTabs(target),
  ];
  return () => stops.forEach((stop) => stop());
}
