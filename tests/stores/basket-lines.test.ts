import { describe, expect, it } from 'vitest';
import { cartTotalInCents, useCartStore, type CartLine } from '../../src/domain/basket/cart-store';
import { aCartLine } from '../support/fixtures';

// The basket screen's own actions: it has lines, not fresh offers, so it changes lines by offer id
// and keeps the price each line was added at (checkout asks the server whether it still holds).
const setLineQty = (offerId: number, qty: number) => useCartStore.getState().setLineQty(offerId, qty);
const removeLines = (offerIds: number[]) => useCartStore.getState().removeLines(offerIds);

const line = (offerId: number, priceInCents: number, qty = 1): CartLine =>
  aCartLine({ offer_id: offerId, price_in_cents: priceInCents, qty });

const fill = (...lines: CartLine[]) => useCartStore.setState({ items: lines });
const items = () => useCartStore.getState().items;

describe('setLineQty', () => {
  it('changes only the quantity, in place, keeping the price snapshot', () => {
    fill(line(1, 1_000), line(2, 2_500), line(3, 300));
    setLineQty(2, 3);
    expect(items().map((item) => item.offer_id)).toEqual([1, 2, 3]);
    expect(items()[1]).toEqual({ ...line(2, 2_500), qty: 3 });
    expect(cartTotalInCents(useCartStore.getState())).toBe(1_000 + 7_500 + 300);
  });

  it('rounds to 5 decimals and removes the line at zero or below', () => {
    fill(line(1, 1_000), line(2, 2_500));
    setLineQty(1, 0.1 + 0.2);
    expect(items()[0]?.qty).toBe(0.3);
    setLineQty(1, 0);
    expect(items().map((item) => item.offer_id)).toEqual([2]);
    setLineQty(2, -1);
    expect(items()).toEqual([]);
  });

  it('adds nothing for an offer that is not in the basket', () => {
    fill(line(1, 1_000));
    const before = items();
    setLineQty(9, 2);
    expect(items()).toBe(before);
  });
});

describe('removeLines', () => {
  it('drops every named line and keeps the order of the rest', () => {
    fill(line(1, 100), line(2, 200), line(3, 300), line(4, 400));
    removeLines([3, 1, 99]);
    expect(items().map((item) => item.offer_id)).toEqual([2, 4]);
  });

  it('changes nothing for an empty list', () => {
    fill(line(1, 100));
    removeLines([]);
    expect(items()).toEqual([line(1, 100)]);
  });
});
