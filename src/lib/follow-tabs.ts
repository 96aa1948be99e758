import { localStore } from './storage';

interface Persisted {
  persist: { rehydrate: () => Promise<void> | void };
}

/**
 * Re-reads a persisted store when another tab writes its key; `reset` runs when the other tab
 * removed the key or cleared storage, since rehydrating from a missing key keeps the old state.
 * Returns the unsubscribe function.
 */
export function followKeyInOtherTabs(
  target: Window,
  key: string,
  store: Persisted,
  reset: () => void,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!localStore.isArea(event)) return;
    // A null key means the other tab cleared all storage.
    if (event.key !== key && event.key !== null) return;
    if (event.key === null || event.newValue === null) reset();
    else void store.persist.rehydrate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
