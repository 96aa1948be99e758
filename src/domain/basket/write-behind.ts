import type { PersistStorage } from 'zustand/middleware';
import { basketSync, type StoredBasket } from './basket-sync';
import { useCartStore, type PersistedCart } from './cart-store';

// The stored basket is written a moment after a burst of presses, not in each press (decision 031):
// 200 lines are 80 KB of JSON to write. Every write and every read merges with the other tabs'
// baskets (basket-sync.ts, decision 033), so no press in either tab is lost.

/** A burst of presses is written once, this long after its first. */
const BASKET_WRITE_AFTER_MS = 250;

/**
 * Holds the basket store's writes: the last basket of a burst is written BASKET_WRITE_AFTER_MS
 * after the burst began, and at once when the page is hidden or left, merged with the other tabs'
 * (basket-sync.ts). Returns the function that writes what is held and puts the direct writes back.
 */
export function holdBasketWrites(target: Window = window): () => void {
  const { name, storage: direct } = useCartStore.persist.getOptions();
  if (!name || !direct) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // localStorage answers at once; a storage over promises (none of ours) would read as empty.
  const now = (): StoredBasket | null => {
    const stored = direct.getItem(name);
    return stored && 'then' in stored ? null : stored;
  };
  const sync = basketSync({ get: now, set: (value) => void direct.setItem(name, value) }, () => {
    timer ??= setTimeout(write, BASKET_WRITE_AFTER_MS);
  });
  function write() {
    clearTimeout(timer);
    timer = undefined;
    // What another tab wrote meanwhile shows here at once, as its storage event would show it.
    if (sync.write()) void useCartStore.persist.rehydrate();
  }
  const storage: PersistStorage<PersistedCart> = {
    getItem: (key) => {
      const stored = direct.getItem(key);
      return stored && 'then' in stored ? stored.then(sync.read) : sync.read(stored);
    },
    setItem: (_key, value) => sync.hold(value),
    removeItem: (key) => {
      clearTimeout(timer);
      timer = undefined;
      sync.forget();
      return direct.removeItem(key);
    },
  };
  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') write();
  };
  useCartStore.persist.setOptions({ storage });
  target.addEventListener('pagehide', write);
  target.document.addEventListener('visibilitychange', onHidden);
  return () => {
    write();
    useCartStore.persist.setOptions({ storage: direct });
    target.removeEventListener('pagehide', write);
    target.document.removeEventListener('visibilitychange', onHidden);
  };
}
