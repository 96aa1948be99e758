import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { useCartStore, type CartLine, type PersistedCart } from './cart-store';

// The stored basket is written a moment after a burst of presses, not in each press (decision 031):
// 200 lines are 80 KB of JSON to write. Loaded after the first page (app/offline/start-offline.ts);
// until then the store writes in the press, as it was built to.

type Stored = StorageValue<PersistedCart>;

/** A burst of presses is written once, this long after its first. */
const BASKET_WRITE_AFTER_MS = 250;

const linesOf = (value: Stored | null): CartLine[] => {
  const items = (value?.state as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as CartLine[]) : [];
};

/**
 * Another tab's basket (`theirs`) with this tab's changes since `base` on top: the lines this tab
 * added or changed replace theirs in place (or come at the end), the lines it removed go, and the
 * lines it did not touch are theirs. `base` is what storage held when this tab last read or wrote
 * it. A change is a new quantity or a new price, which a line always carries with its time.
 */
function mergeBaskets(base: CartLine[], ours: CartLine[], theirs: CartLine[]): CartLine[] {
  const before = new Map(base.map((line) => [line.offer_id, line]));
  const kept = new Set(ours.map((line) => line.offer_id));
  const changed = new Map(
    ours
      .filter((line) => {
        const was = before.get(line.offer_id);
        return was?.qty !== line.qty || was.priced_at !== line.priced_at;
      })
      .map((line) => [line.offer_id, line]),
  );
  const merged = theirs.flatMap((line) => {
    const id = line?.offer_id;
    if (before.has(id) && !kept.has(id)) return [];
    const mine = changed.get(id);
    changed.delete(id);
    return [mine ?? line];
  });
  return [...merged, ...changed.values()];
}

/**
 * Holds the basket store's writes: the last basket of a burst is written BASKET_WRITE_AFTER_MS
 * after the burst began, and at once when the page is hidden or left. What the store reads back
 * is this tab's basket: on another tab's write (the `storage` event rehydrates the store), that
 * tab's basket with this tab's unwritten changes merged on top, so neither tab loses a line.
 * Returns the function that writes what is held and puts the direct writes back.
 */
export function holdBasketWrites(target: Window = window): () => void {
  const { name, storage: direct } = useCartStore.persist.getOptions();
  if (!name || !direct) return () => undefined;
  let base = useCartStore.getState().items;
  let held: Stored | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!held) return;
    const value = held;
    held = null;
    base = linesOf(value);
    void direct.setItem(name, value);
  };
  const hold = (value: Stored) => {
    held = value;
    timer ??= setTimeout(write, BASKET_WRITE_AFTER_MS);
  };
  const read = (theirs: Stored | null): Stored | null => {
    const mine = held;
    const was = base;
    base = linesOf(theirs);
    if (!mine) return theirs;
    const merged = { ...mine, state: { items: mergeBaskets(was, linesOf(mine), base) } };
    hold(merged);
    return merged;
  };
  const storage: PersistStorage<PersistedCart> = {
    getItem: (key) => {
      const theirs = direct.getItem(key);
      return theirs && 'then' in theirs ? theirs.then(read) : read(theirs);
    },
    setItem: (_key, value) => hold(value),
    removeItem: (key) => {
      clearTimeout(timer);
      timer = undefined;
      held = null;
      base = [];
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
