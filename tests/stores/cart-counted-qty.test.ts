import { describe, expect, it } from 'vitest';
import { formatQty, quantityRules } from '../../src/lib/quantity';
import { cartTotalInCents, useCartStore, type CartLine } from '../../src/domain/basket/cart-store';
import { CART_STORE_KEY } from '../../src/stores/store-keys';
import { aCartLine } from '../support/fixtures';

// A counted item (per_kg false) is sold in whole units, but a stored line could say 2.5 of one: the
// basket's stepper printed 3 beside a total for 2.5, and 0.4 printed 'Quantity 0' beside R 5.20.
// Read back, such a line holds the whole number the stepper showed, or goes when that is 0.

const jars = aCartLine({ offer_id: 21, name: 'Peanut butter jar', price_in_cents: 1_300, qty: 2 });
const oats: CartLine = {
  ...jars,
  offer_id: 22,
  name: 'Rolled oats',
  price_in_cents: 2_000,
  qty: 0.35,
  per_kg: true,
  per_kg_qty_min: '0.250',
  per_kg_qty_step: '0.050',
};

/** What the basket shows after a reload: each line's quantity as the stepper prints it, and the total. */
async function basketAfterReload(items: unknown[]) {
  localStorage.setItem(CART_STORE_KEY, JSON.stringify({ state: { items }, version: 2 }));
  await useCartStore.persist.rehydrate();
  const { items: lines } = useCartStore.getState();
  return {
    lines: lines.map((line) => [line.name, formatQty(line.qty, quantityRules(line))]),
    total: cartTotalInCents({ items: lines }),
  };
}

describe('a stored counted line with a fractional quantity', () => {
  it('holds the whole number the stepper shows, and the total is for that many', async () => {
    expect(await basketAfterReload([{ ...jars, qty: 2.5 }])).toEqual({
      lines: [['Peanut butter jar', '3']],
      total: 3 * 1_300,
    });
    expect(await basketAfterReload([{ ...jars, qty: 1.2 }])).toEqual({
      lines: [['Peanut butter jar', '1']],
      total: 1_300,
    });
  });

  it('drops alone when it rounds to nothing, and the rest of the basket stays', async () => {
    expect(
      await basketAfterReload([{ ...jars, qty: 0.4 }, { ...jars, offer_id: 23, name: 'Honey' }, oats]),
    ).toEqual({
      lines: [
        ['Honey', '2'],
        ['Rolled oats', '0.350 kg'],
      ],
      total: 2 * 1_300 + 700,
    });
  });

  it('keeps a per-kg line to its grams', async () => {
    expect(await basketAfterReload([oats])).toEqual({ lines: [['Rolled oats', '0.350 kg']], total: 700 });
  });

  it("rounds a previous version's counted line as well", async () => {
    const offer = {
      id: 21,
      name: 'Peanut butter jar',
      price_in_cents: 1_300,
      supplier: { id: 3, name: null },
    };
    const old = { ...offer, sellable: { id: 521, image_url: null }, price_updated_at: jars.priced_at };
    localStorage.setItem(
      CART_STORE_KEY,
      JSON.stringify({ state: { supplierId: 3, items: [{ offer: old, qty: 1.6 }] }, version: 1 }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items.map((line) => [line.offer_id, line.qty])).toEqual([[21, 2]]);
    expect(cartTotalInCents(useCartStore.getState())).toBe(2 * 1_300);
  });
});
