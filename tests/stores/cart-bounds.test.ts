import { describe, expect, it } from 'vitest';
import { cartTotalInCents, useCartStore, type CartLine } from '../../src/domain/basket/cart-store';
import { CART_STORE_KEY } from '../../src/stores/store-keys';
import { aCartLine } from '../support/fixtures';

// A stored basket line of absurd size (a probe set one to 1e308) made a total past 2^53 cents that
// no page could print, on every page, for good. Such a line is unreadable like any other: it drops
// alone, and the basket keeps the rest with a total that can be shown.

const apples = aCartLine({
  offer_id: 11,
  supplier_name: 'Supplier 3',
  sellable_id: 511,
  qty: 2,
  name: 'Apples',
  price_in_cents: 1_299,
});
const bananas: CartLine = { ...apples, offer_id: 12, qty: 1.5, price_in_cents: 2_499, per_kg: true };

async function readBack(items: unknown[], version = 2) {
  localStorage.setItem(CART_STORE_KEY, JSON.stringify({ state: { items }, version }));
  await useCartStore.persist.rehydrate();
  const { items: lines } = useCartStore.getState();
  return { lines: lines.map((line) => [line.offer_id, line.qty]), total: cartTotalInCents({ items: lines }) };
}

describe('a stored basket line of absurd size', () => {
  it('drops alone, and the rest of the basket keeps a total money can print', async () => {
    expect(
      await readBack([
        apples,
        { ...apples, offer_id: 91, qty: 1e308 },
        // The probe's line: 3 999 cents x 2 252 362 904 413 is past 2^53 cents.
        { ...apples, offer_id: 92, price_in_cents: 3_999, qty: 2_252_362_904_413 },
        { ...apples, offer_id: 93, qty: 100_001 },
        // Within the quantity bound, over R 10 000 000 for the line.
        { ...apples, offer_id: 94, price_in_cents: 1_000_001, qty: 1_000 },
        { ...bananas, offer_id: 95, per_kg_conversion_rate: '1e300' },
        { ...apples, offer_id: 96, price_in_cents: 12.5, qty: 1e308 },
        bananas,
      ]),
    ).toEqual({
      lines: [
        [11, 2],
        [12, 1.5],
      ],
      total: 2 * 1_299 + Math.round(1.5 * 2_499),
    });
  });

  it('is still a line at the bounds: 100 000 units, R 10 000 000', async () => {
    expect(await readBack([{ ...apples, price_in_cents: 10_000, qty: 100_000 }])).toEqual({
      lines: [[11, 100_000]],
      total: 1_000_000_000,
    });
  });

  it("is dropped from a previous version's basket too", async () => {
    const offer = { id: 11, name: 'Apples', price_in_cents: 1_299, supplier: { id: 3, name: null } };
    const old = { ...offer, sellable: { id: 511, image_url: null }, price_updated_at: apples.priced_at };
    expect(
      await readBack(
        [
          { offer: old, qty: 1e308 },
          { offer: old, qty: 1 },
        ],
        1,
      ),
    ).toEqual({ lines: [[11, 1]], total: 1_299 });
  });
});
