import { afterEach, describe, expect, it } from 'vitest';
import { OfferSchema, type Offer } from '../../src/api/schemas/catalog';
import {
  cartCount,
  basketSupplierId,
  cartTotalInCents,
  followCartInOtherTabs,
  lineFor,
  useCartStore,
} from '../../src/stores/cart-store';
import { CART_STORE_KEY } from '../../src/stores/store-keys';

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

describe('followCartInOtherTabs', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function otherTabWrites(value: string | null, key: string | null = CART_STORE_KEY) {
    if (key !== null && value !== null) localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  }

  it('reloads the basket when another tab changes it', () => {
    stop = followCartInOtherTabs();
    otherTabWrites(JSON.stringify({ state: { items: [lineFor(bananas, 1.5)] }, version: 2 }));
    expect(useCartStore.getState().items.map((item) => [item.offer_id, item.qty])).toEqual([[12, 1.5]]);
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
