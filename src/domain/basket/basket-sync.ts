import type { StorageValue } from 'zustand/middleware';
import { mergeBaskets, reconcileBaskets, sameContent, sameLines } from './basket-merge';
import type { CartLine, PersistedCart } from './cart-store';

// How one tab's basket meets the others' in storage (decisions 031 and 033), free of timers,
// events and the store, so that tests can run two tabs through any interleaving of presses,
// writes and storage's late delivery (tests/properties/basket-tabs.property.test.ts).

/**
 * What is stored: the store's state and version, the write's `id` and `seen`, the ids of the writes
 * it was made on top of (its own first, newest first). A tab reads from `seen` whether a write was
 * made after its own had reached the writer: storage reaches other tabs a few milliseconds late.
 */
export type StoredBasket = StorageValue<PersistedCart> & { id?: string; seen?: string[] };

/** How many writes back `seen` goes: a few seconds of two tabs writing at most every 250 ms. */
const SEEN_KEPT = 16;

/**
 * How long this tab's write may still be overtaken by one made without it: far longer than
 * storage takes to reach another tab. A write after that was made with this one in view.
 */
export const OVERTAKEN_WITHIN_MS = 2_000;

/** The stored basket as this tab reads and writes it, at once (localStorage is synchronous). */
export interface BasketStorage {
  get(): StoredBasket | null;
  set(value: StoredBasket): void;
}

export const linesOf = (value: StoredBasket | null): CartLine[] => {
  const items = (value?.state as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as CartLine[]) : [];
};

const idOf = (value: StoredBasket | null): string | null => (typeof value?.id === 'string' ? value.id : null);

const seenOf = (value: StoredBasket | null): string[] =>
  Array.isArray(value?.seen) ? value.seen.filter((id) => typeof id === 'string') : [];

/** Unique enough between a shopper's tabs (crypto.randomUUID needs a secure context). */
const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * This tab's writes that no other tab is known to have read yet, oldest first, and the basket
 * before the first of them: what this tab changed that a write made without them would lose.
 */
interface Unread {
  from: CartLine[];
  writes: { id: string; lines: CartLine[] }[];
  /** When the last of them was written. */
  at: number;
}

export interface BasketSync {
  /** The store's latest basket, held until `write`; `onHeld` hears of it. */
  hold(value: StoredBasket): void;
  /**
   * Writes what is held, merged with what storage holds now. True when storage held a basket
   * another tab wrote since this tab last read it: the store must read it again to show it.
   */
  write(): boolean;
  /** What the store shows for a basket another tab left in storage (this tab's held changes on top). */
  read(stored: StoredBasket | null): StoredBasket | null;
  /** The basket was removed: nothing held, nothing written stands. */
  forget(): void;
}

/**
 * One tab's side of the shared basket. Every way a basket meets another tab's merges it with this
 * tab's unwritten changes on top, so neither tab loses a line:
 * - reading another tab's write, the store shows that basket with this tab's held changes on top;
 * - at this tab's own write, storage is read first: a basket another tab wrote since (its `storage`
 *   event still on its way, or a main thread too busy to hear it) is merged, not overwritten;
 * - a write made without this tab's latest writes (both tabs wrote within the few milliseconds
 *   storage takes to reach the other) does not name them in `seen`: this tab reconciles the two
 *   (reconcileBaskets: each tab's changes stand, a line both changed goes the same way in both
 *   tabs) and writes again.
 */
export function basketSync(
  storage: BasketStorage,
  onHeld: () => void,
  clock: () => number = Date.now,
): BasketSync {
  const first = storage.get();
  let base = linesOf(first);
  let baseId = idOf(first);
  let unread: Unread | null = null;
  let held: StoredBasket | null = null;

  const hold = (value: StoredBasket) => {
    held = value;
    onHeld();
  };

  /**
   * Another tab's basket as this tab must take it: as it is when it was made on top of every write
   * of this tab's, else with this tab's unread changes reconciled into it (`crossed`).
   */
  const catchUp = (stored: StoredBasket | null): { lines: CartLine[]; crossed: boolean } => {
    const lines = linesOf(stored);
    const id = idOf(stored);
    if (!unread || unread.writes.some((write) => write.id === id)) return { lines, crossed: false };
    if (clock() - unread.at > OVERTAKEN_WITHIN_MS) {
      unread = null;
      return { lines, crossed: false };
    }
    const seen = seenOf(stored);
    const last = unread.writes.findLastIndex((write) => seen.includes(write.id));
    if (last >= 0)
      unread = { ...unread, from: unread.writes[last]!.lines, writes: unread.writes.slice(last + 1) };
    const latest = unread.writes.at(-1);
    if (!latest || sameContent(lines, latest.lines)) {
      unread = null;
      return { lines, crossed: false };
    }
    const reconciled = reconcileBaskets(unread.from, latest.lines, lines);
    // What this tab changed is now relative to this basket, the one the other tab has.
    unread = { from: lines, writes: [], at: unread.at };
    return { lines: reconciled, crossed: true };
  };

  return {
    hold,
    write() {
      const value = held;
      held = null;
      if (!value) return false;
      const now = storage.get();
      const { lines: theirs, crossed } = catchUp(now);
      const moved = crossed || idOf(now) !== baseId || !sameLines(theirs, base);
      const lines = moved ? mergeBaskets(base, linesOf(value), theirs) : linesOf(value);
      const id = newId();
      unread = {
        from: unread?.from ?? linesOf(now),
        writes: [...(unread?.writes ?? []), { id, lines }].slice(-SEEN_KEPT),
        at: clock(),
      };
      base = lines;
      baseId = id;
      const seen = [id, ...seenOf(now)].slice(0, SEEN_KEPT);
      storage.set({ ...value, state: { ...value.state, items: lines }, id, seen });
      return moved;
    },
    read(stored) {
      const { lines: theirs, crossed } = catchUp(stored);
      const mine = held;
      const was = base;
      base = linesOf(stored);
      baseId = idOf(stored);
      if (!mine && !crossed) return stored;
      const items = mine ? mergeBaskets(was, linesOf(mine), theirs) : theirs;
      const merged: StoredBasket = { ...(mine ?? stored ?? { version: 0 }), state: { items } };
      hold(merged);
      return merged;
    },
    forget() {
      held = null;
      unread = null;
      base = [];
      baseId = null;
    },
  };
}
