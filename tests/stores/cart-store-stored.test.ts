import { describe, expect, it } from 'vitest';
import { cartTotalInCents, useCartStore } from '../../src/domain/basket/cart-store';
import { CART_STORE_KEY } from '../../src/stores/store-keys';
import { apples, bananas } from './cart-store-fixtures';

describe('a stored basket that is not what this build wrote', () => {
  const store = (state: unknown, version = 2) =>
    localStorage.setItem(CART_STORE_KEY, JSON.stringify({ state, version }));
  const offers = () => useCartStore.getState().items.map((item) => [item.offer_id, item.qty]);

  it("keeps the previous version's basket (whole offers) across an app upgrade", async () => {
    store(
      {
        supplierId: 3,
        items: [
          { offer: apples, qty: 2 },
          { offer: bananas, qty: 1.5 },
        ],
      },
      1,
    );
    await useCartStore.persist.rehydrate();
    expect(offers()).toEqual([
      [11, 2],
      [12, 1.5],
    ]);
    expect(cartTotalInCents(useCartStore.getState())).toBe(2 * 1_299 + Math.round(1.5 * 2_499));
  });

  it('drops only the lines it cannot read', async () => {
    useCartStore.getState().setQty(apples, 2);
    const good = useCartStore.getState().items[0];
    store({
      items: [
        good,
        { ...good, offer_id: 'x' },
        null,
        { ...good, offer_id: 99, qty: -1 },
        { offer: null, qty: 1 },
      ],
    });
    await useCartStore.persist.rehydrate();
    expect(offers()).toEqual([[11, 2]]);
    // A previous-version line without a usable offer goes too, not the basket.
    store(
      {
        supplierId: 3,
        items: [
          { offer: null, qty: 1 },
          { offer: apples, qty: 1 },
        ],
      },
      1,
    );
    await useCartStore.persist.rehydrate();
    expect(offers()).toEqual([[11, 1]]);
  });

  it('reads garbage as an empty basket and keeps working', async () => {
    for (const garbage of [
      'oops',
      null,
      42,
      { items: 'oops' },
      { items: [{ offer: { price_in_cents: 'x' } }] },
    ]) {
      store(garbage);
      await useCartStore.persist.rehydrate();
      expect(useCartStore.getState().items).toEqual([]);
      expect(cartTotalInCents(useCartStore.getState())).toBe(0);
    }
    localStorage.setItem(CART_STORE_KEY, '{not json');
    await useCartStore.persist.rehydrate();
    useCartStore.getState().setQty(apples, 1);
    expect(offers()).toEqual([[11, 1]]);
  });
});
