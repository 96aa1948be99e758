import { afterEach, describe, expect, it } from 'vitest';
import { OfferSchema, type Offer } from '../../src/api/schemas/catalog';
import {
  CART_STORE_KEY,
  cartCount,
  cartTotalInCents,
  followCartInOtherTabs,
  useCartStore,
} from '../../src/stores/cart-store';

// Shaped like the fake backend's presented offers (src/mocks/db/present-catalog.ts), parsed so the
// fixture fails the test if the schema moves.
function offer(id: number, priceInCents: number, supplierId = 3, perKg = false): Offer {
  return OfferSchema.parse({
    id,
    name: `Offer ${id}`,
    price: `R ${(priceInCents / 100).toFixed(2)}`,
    price_in_cents: priceInCents,
    base_price_in_cents: priceInCents,
    price_updated_at: '2025-03-01T08:00:00+02:00',
    promo: false,
    published: true,
    stokvel: false,
    start_at: null,
    end_at: null,
    created_at: '2024-11-20T10:15:00+02:00',
    low_stock_label: null,
    low_stock_string: null,
    out_of_stock_at: null,
    root_category_name: 'Fresh produce',
    per_kg: perKg,
    per_kg_symbol: 'kg',
    sellable: {
      id: 500 + id,
      name: `Sellable ${id}`,
      barcode: '6001234567890',
      brand: null,
      brand_id: null,
      pack: null,
      pack_id: null,
      product_id: 900 + id,
      product: `Product ${id}`,
      unit: perKg ? 'kg' : 'each',
      unit_id: null,
      measurement: null,
      image_url: null,
      image_lg_url: null,
    },
    supplier: { id: supplierId, name: `Supplier ${supplierId}`, image_url: null },
  });
}

const apples = offer(11, 1_299);
const bananas = offer(12, 2_499, 3, true);

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
    expect(state.items.map((item) => [item.offer.id, item.qty])).toEqual([
      [11, 3],
      [12, 0.5],
    ]);
    expect(state.supplierId).toBe(3);
  });

  it('removes a line when its quantity drops to zero or below, and by id', () => {
    const { setQty, remove } = useCartStore.getState();
    setQty(apples, 2);
    setQty(bananas, 1);
    setQty(apples, 0);
    expect(useCartStore.getState().items.map((item) => item.offer.id)).toEqual([12]);
    setQty(bananas, -1);
    expect(useCartStore.getState().items).toEqual([]);
    setQty(apples, 2);
    remove(11);
    expect(useCartStore.getState()).toMatchObject({ items: [], supplierId: null });
  });

  it('counts lines and totals each line in whole cents', () => {
    const { setQty } = useCartStore.getState();
    setQty(apples, 3); // 3 x 1299 = 3897
    setQty(bananas, 0.333); // 2499 x 0.333 = 832.167 -> 832
    expect(cartCount(useCartStore.getState())).toBe(2);
    expect(cartTotalInCents(useCartStore.getState())).toBe(3_897 + 832);
    useCartStore.getState().clear();
    expect(cartTotalInCents(useCartStore.getState())).toBe(0);
    expect(useCartStore.getState().supplierId).toBeNull();
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

  it('persists under the v1 key and restores from it', async () => {
    useCartStore.getState().setQty(apples, 2);
    const stored = JSON.parse(localStorage.getItem(CART_STORE_KEY) ?? 'null') as unknown;
    expect(stored).toEqual({ state: { supplierId: 3, items: [{ offer: apples, qty: 2 }] }, version: 1 });

    useCartStore.setState(useCartStore.getInitialState(), true);
    localStorage.setItem(CART_STORE_KEY, JSON.stringify(stored));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items).toEqual([{ offer: apples, qty: 2 }]);
  });

  it('drops a version-0 basket instead of guessing its shape', async () => {
    localStorage.setItem(
      CART_STORE_KEY,
      JSON.stringify({ state: { supplierId: 9, items: [{ offer: apples, qty: 4 }] }, version: 0 }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState()).toMatchObject({ supplierId: null, items: [] });
  });
});

describe('followCartInOtherTabs', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function otherTabWrites(value: string | null, key: string | null = CART_STORE_KEY) {
    if (key !== null && value !== null) localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  }

  it('reloads the basket when another tab changes it', () => {
    stop = followCartInOtherTabs();
    otherTabWrites(
      JSON.stringify({ state: { supplierId: 3, items: [{ offer: bananas, qty: 1.5 }] }, version: 1 }),
    );
    expect(useCartStore.getState().items).toEqual([{ offer: bananas, qty: 1.5 }]);
  });

  it('empties the basket when another tab removes it or clears storage', () => {
    stop = followCartInOtherTabs();
    useCartStore.getState().setQty(apples, 1);
    localStorage.removeItem(CART_STORE_KEY);
    otherTabWrites(null);
    expect(useCartStore.getState().items).toEqual([]);

    useCartStore.getState().setQty(apples, 1);
    localStorage.clear();
    otherTabWrites(null, null);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('ignores other keys and stops listening once unsubscribed', () => {
    stop = followCartInOtherTabs();
    useCartStore.getState().setQty(apples, 1);
    otherTabWrites('{"state":{},"version":1}', 'storefront.account');
    expect(cartCount(useCartStore.getState())).toBe(1);

    stop();
    otherTabWrites(JSON.stringify({ state: { supplierId: null, items: [] }, version: 1 }));
    expect(cartCount(useCartStore.getState())).toBe(1);
  });
});
