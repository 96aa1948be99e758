import { describe, expect, it } from 'vitest';
import { OfferSchema } from '../../src/api/schemas/catalog';
import {
  cartCount,
  basketSupplierId,
  cartTotalInCents,
  useCartStore,
} from '../../src/domain/basket/cart-store';
import { CART_STORE_KEY } from '../../src/stores/store-keys';
import { apples, bananas } from './cart-store-fixtures';

describe('cart store', () => {
  it('rounds quantities to 5 decimals', () => {
    useCartStore.getState().setQty(bananas, 0.1 + 0.2);
    expect(useCartStore.getState().items[0]?.qty).toBe(0.3);
    useCartStore.getState().setQty(bananas, 1.234564999);
    expect(useCartStore.getState().items[0]?.qty).toBe(1.23456);
  });

  it('replaces the line for the same offer in place and records the supplier', () => {
    const { setQty } = useCartStore.getState();
    setQty(apples, 1);
    setQty(bananas, 0.5);
    setQty(apples, 3);
    const state = useCartStore.getState();
    expect(state.items.map((item) => [item.offer_id, item.qty])).toEqual([
      [11, 3],
      [12, 0.5],
    ]);
    expect(basketSupplierId(state)).toBe(3);
  });

  it('removes a line when its quantity drops to zero or below, and by id', () => {
    const { setQty, remove } = useCartStore.getState();
    setQty(apples, 2);
    setQty(bananas, 1);
    setQty(apples, 0);
    expect(useCartStore.getState().items.map((item) => item.offer_id)).toEqual([12]);
    setQty(bananas, -1);
    expect(useCartStore.getState().items).toEqual([]);
    setQty(apples, 2);
    remove(11);
    expect(useCartStore.getState().items).toEqual([]);
    expect(basketSupplierId(useCartStore.getState())).toBeNull();
  });

  it('counts lines and totals each line in whole cents', () => {
    const { setQty } = useCartStore.getState();
    setQty(apples, 3); // 3 x 1299 = 3897
    setQty(bananas, 0.333); // 2499 x 0.333 = 832.167 -> 832
    expect(cartCount(useCartStore.getState())).toBe(2);
    expect(cartTotalInCents(useCartStore.getState())).toBe(3_897 + 832);
    useCartStore.getState().clear();
    expect(cartTotalInCents(useCartStore.getState())).toBe(0);
    expect(basketSupplierId(useCartStore.getState())).toBeNull();
  });

  it('applies the per-kg conversion rate to per-kg lines only', () => {
    const { setQty } = useCartStore.getState();
    // Priced per kg, stepped in 100 g units: 3 steps of 0.1 at rate 10 is 3 kg.
    const byTheGram = OfferSchema.parse({ ...bananas, id: 13, per_kg_conversion_rate: '10.0' });
    // Counted offers carry the columns too; the rate must not apply without per_kg.
    const counted = OfferSchema.parse({ ...apples, id: 14, per_kg_conversion_rate: '10.0' });
    setQty(byTheGram, 0.3); // 2499 x 0.3 x 10 = 7497
    setQty(counted, 2); // 1299 x 2 = 2598
    expect(cartTotalInCents(useCartStore.getState())).toBe(7_497 + 2_598);
  });

  it('stores per line what the basket shows and re-validates, not the whole offer', async () => {
    useCartStore.getState().setQty(apples, 2);
    const stored = JSON.parse(localStorage.getItem(CART_STORE_KEY) ?? 'null') as {
      state: { items: Record<string, unknown>[] };
      version: number;
    };
    expect(stored.version).toBe(2);
    expect(stored.state.items).toEqual([
      {
        offer_id: 11,
        supplier_id: 3,
        supplier_name: expect.any(String),
        sellable_id: expect.any(Number),
        product_id: expect.any(Number),
        qty: 2,
        name: 'Offer 11',
        image_url: null,
        price_in_cents: 1_299,
        priced_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        per_kg: false,
        per_kg_qty_min: '0.250',
        per_kg_qty_step: '0.050',
        per_kg_conversion_rate: '1.0',
        per_kg_symbol: 'kg',
      },
    ]);

    useCartStore.setState(useCartStore.getInitialState(), true);
    localStorage.setItem(CART_STORE_KEY, JSON.stringify(stored));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items).toEqual(stored.state.items);
  });

  it('drops a version-0 basket instead of guessing its shape', async () => {
    localStorage.setItem(
      CART_STORE_KEY,
      JSON.stringify({ state: { supplierId: 9, items: [{ offer: apples, qty: 4 }] }, version: 0 }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items).toEqual([]);
  });
});
