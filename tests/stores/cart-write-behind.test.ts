import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  followCartInOtherTabs,
  lineFor,
  useCartStore,
  type CartLine,
} from '../../src/domain/basket/cart-store';
import { holdBasketWrites } from '../../src/domain/basket/write-behind';
import { CART_STORE_KEY } from '../../src/stores/store-keys';
import { apples, bananas } from './cart-store-fixtures';
import { OfferSchema } from '../../src/api/schemas/catalog';
import { anOffer } from '../support/fixtures';

/** Decision 031: a burst of presses is written this long after its first. */
const BASKET_WRITE_AFTER_MS = 250;

const carrots = OfferSchema.parse(anOffer({ id: 13, name: 'Carrots' }));
const dates = OfferSchema.parse(anOffer({ id: 14, name: 'Dates' }));

/** The stored basket as offer id and quantity, as a reload would read it. */
function storedLines(): [number, number][] {
  const stored = JSON.parse(localStorage.getItem(CART_STORE_KEY) ?? 'null') as {
    state: { items: CartLine[] };
  } | null;
  return (stored?.state.items ?? []).map((line) => [line.offer_id, line.qty]);
}

const shownLines = () => useCartStore.getState().items.map((line) => [line.offer_id, line.qty]);

/** The writes the stored basket was made on top of, its own first (domain/basket/basket-sync.ts). */
const storedSeen = () =>
  (JSON.parse(localStorage.getItem(CART_STORE_KEY) ?? '{}') as { seen?: string[] }).seen ?? [];

/**
 * Another tab of the shop writes its basket, on top of the writes `seen` names, and this tab has
 * not heard of it yet: the `storage` event is still on its way.
 */
function otherTabWritesUnheard(lines: CartLine[], seen: string[] = []): string {
  const value = JSON.stringify({
    state: { items: lines },
    version: 2,
    id: 'there',
    seen: ['there', ...seen],
  });
  localStorage.setItem(CART_STORE_KEY, value);
  return value;
}

/** Another tab of the shop writes its basket, and this tab hears of it. */
function otherTabWrites(lines: CartLine[], seen: string[] = []) {
  const value = otherTabWritesUnheard(lines, seen);
  window.dispatchEvent(new StorageEvent('storage', { key: CART_STORE_KEY, newValue: value }));
}

let undo: () => void = () => undefined;
let stopFollowing: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  stopFollowing = followCartInOtherTabs();
});

afterEach(() => {
  undo();
  stopFollowing();
  vi.useRealTimers();
});

describe('holdBasketWrites', () => {
  it('writes a burst of presses once, a moment after the first, with the last basket', () => {
    undo = holdBasketWrites();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    for (let qty = 1; qty <= 5; qty += 1) useCartStore.getState().setQty(apples, qty);
    expect(shownLines()).toEqual([[11, 5]]);
    expect(storedLines()).toEqual([]);
    vi.advanceTimersByTime(BASKET_WRITE_AFTER_MS - 1);
    expect(writes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(storedLines()).toEqual([[11, 5]]);
  });

  it('writes at once when the page is hidden or left', () => {
    undo = holdBasketWrites();
    useCartStore.getState().setQty(apples, 2);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(storedLines()).toEqual([[11, 2]]);
    hidden.mockRestore();

    useCartStore.getState().setQty(apples, 3);
    window.dispatchEvent(new Event('pagehide'));
    expect(storedLines()).toEqual([[11, 3]]);
  });

  it("keeps both tabs' lines when another tab writes while this tab's presses are held", () => {
    useCartStore.getState().setQty(apples, 1);
    undo = holdBasketWrites();
    const base = useCartStore.getState().items;
    // Here: apples stepped up and carrots added, not yet written.
    useCartStore.getState().setQty(apples, 2);
    useCartStore.getState().setQty(carrots, 1);
    // There, at the same moment: bananas added to the basket both tabs last agreed on.
    otherTabWrites([...base, lineFor(bananas, 0.5)]);
    expect(shownLines()).toEqual([
      [11, 2],
      [12, 0.5],
      [13, 1],
    ]);
    vi.advanceTimersByTime(BASKET_WRITE_AFTER_MS);
    expect(storedLines()).toEqual([
      [11, 2],
      [12, 0.5],
      [13, 1],
    ]);
  });

  it("a line removed here stays removed, and the other tab's change to a line this tab left wins", () => {
    useCartStore.getState().setQty(apples, 1);
    useCartStore.getState().setQty(dates, 2);
    undo = holdBasketWrites();
    const [apple, date] = useCartStore.getState().items as [CartLine, CartLine];
    useCartStore.getState().remove(apples.id);
    otherTabWrites([apple, { ...date, qty: 4 }]);
    expect(shownLines()).toEqual([[14, 4]]);
    vi.advanceTimersByTime(BASKET_WRITE_AFTER_MS);
    expect(storedLines()).toEqual([[14, 4]]);
  });

  it('with nothing held, another tab’s basket is read as it is', () => {
    useCartStore.getState().setQty(apples, 1);
    undo = holdBasketWrites();
    otherTabWrites([lineFor(carrots, 3)]);
    expect(shownLines()).toEqual([[13, 3]]);
    vi.advanceTimersByTime(BASKET_WRITE_AFTER_MS);
    expect(storedLines()).toEqual([[13, 3]]);
  });

  it('merges at its own write with a basket another tab wrote that it has not heard of yet', () => {
    useCartStore.getState().setQty(apples, 1);
    undo = holdBasketWrites();
    const base = useCartStore.getState().items;
    useCartStore.getState().setQty(carrots, 1);
    // There, a moment ago: bananas added. Its storage event has not reached this tab (a busy phone).
    otherTabWritesUnheard([...base, lineFor(bananas, 0.5)]);
    vi.advanceTimersByTime(BASKET_WRITE_AFTER_MS);
    const both = [
      [11, 1],
      [12, 0.5],
      [13, 1],
    ];
    expect(storedLines()).toEqual(both);
    expect(storedSeen()).toContain('there');
    // And this tab shows the other's line too, without waiting for the event.
    expect(shownLines()).toEqual(both);
  });

  it('two writes that crossed: the tab that reads the other’s puts its change back and writes again', () => {
    useCartStore.getState().setQty(apples, 1);
    undo = holdBasketWrites();
    const base = useCartStore.getState().items;
    useCartStore.getState().setQty(carrots, 1);
    vi.advanceTimersByTime(BASKET_WRITE_AFTER_MS);
    const mine = storedSeen();
    // The other tab wrote too, from the same basket and before this write reached it (its `seen`
    // does not name it), and its write landed last. Without this tab's carrots.
    otherTabWrites([...base, lineFor(bananas, 0.5)]);
    const both = [
      [11, 1],
      [12, 0.5],
      [13, 1],
    ];
    expect(shownLines()).toEqual(both);
    vi.advanceTimersByTime(BASKET_WRITE_AFTER_MS);
    expect(storedLines()).toEqual(both);
    expect(storedSeen()).toContain('there');
    expect(storedSeen()).not.toContain(mine[0]);
  });

  it('a later write by a tab that had read this one is taken as it is, a removal included', () => {
    useCartStore.getState().setQty(apples, 1);
    undo = holdBasketWrites();
    const base = useCartStore.getState().items;
    useCartStore.getState().setQty(carrots, 1);
    vi.advanceTimersByTime(BASKET_WRITE_AFTER_MS);
    // The other tab read this write, then removed the carrots.
    otherTabWrites(base, storedSeen());
    expect(shownLines()).toEqual([[11, 1]]);
    vi.advanceTimersByTime(BASKET_WRITE_AFTER_MS);
    expect(storedLines()).toEqual([[11, 1]]);
    expect(storedSeen()[0]).toBe('there');
  });

  it('writes what it holds when undone, and the store writes in the press again', () => {
    undo = holdBasketWrites();
    useCartStore.getState().setQty(apples, 2);
    undo();
    expect(storedLines()).toEqual([[11, 2]]);
    useCartStore.getState().setQty(apples, 3);
    expect(storedLines()).toEqual([[11, 3]]);
  });
});
