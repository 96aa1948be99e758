import { localStore } from './storage';

interface Persisted {
  persist: { rehydrate: () => Promise<void> | void };
}

/**
 * Re-reads a persisted store when another tab writes its key; `reset` runs when the other tab
 * removed the key or cleared storage, since rehydrating from a missing key keeps the old state.
 * `differs` says whether what storage holds now is not what the store shows: a write another tab
 * made while this page was starting (the store read storage, then the page awaited its config)
 * came before anyone listened, so it is looked for once the listener is in place.
 * Returns the unsubscribe function.
 */
export function followKeyInOtherTabs(
  target: Window,
  key: string,
  store: Persisted,
  reset: () => void,
  differs?: (stored: string | null) => boolean,
): () => void {
  const follow = (stored: string | null) => (stored === null ? reset() : void store.persist.rehydrate());
  const onStorage = (event: StorageEvent) => {
    if (!localStore.isArea(event)) return;
    // A null key means the other tab cleared all storage.
    if (event.key !== key && event.key !== null) return;
    follow(event.key === null ? null : event.newValue);
  };
  target.addEventListener('storage', onStorage);
  const now = localStore.getItem(key);
  if (differs?.(now)) follow(now);
  return () => target.removeEventListener('storage', onStorage);
}
