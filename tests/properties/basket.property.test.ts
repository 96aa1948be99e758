import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { OfferSchema, type Offer } from '../../src/api/schemas/catalog';
import { lineTotalCents, quantityRules, roundQty } from '../../src/lib/quantity';
import { basketQty, cartCount, cartTotalInCents, useCartStore } from '../../src/domain/basket/cart-store';
import { anOffer } from '../support/fixtures';

const RUNS = { numRuns: 1000 };

// The basket under any sequence of what its screens do: add or change an offer's quantity (product
// page, reorder), change a line's quantity or remove it (basket screen), drop several lines
// (checkout), empty it. Checked against a model kept beside it, after every step.

const decimal = (min: number, max: number) =>
  fc.integer({ min: min * 1000, max: max * 1000 }).map((thousandths) => (thousandths / 1000).toFixed(3));

/** A few distinct offers (ids 1–6): counted or per-kg, with realistic prices and per-kg settings. */
const offers = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 6 }),
    price_in_cents: fc.integer({ min: 0, max: 500_000 }),
    per_kg: fc.boolean(),
    per_kg_qty_min: decimal(0.001, 2),
    per_kg_qty_step: decimal(0.001, 1),
    per_kg_conversion_rate: decimal(0.1, 10),
  }),
  { minLength: 1, maxLength: 4, selector: (offer) => offer.id },
);

// What a caller may pass as a quantity: anything the stepper or a reorder produces up to the
// basket's stored maximum (100 000, MAX_QTY in cart-store.ts), zero and below (remove), NaN, and
// values that round to 0 at 5 decimals.
const qty = fc.oneof(
  fc.integer({ min: -3, max: 100 }),
  fc.double({ min: -10, max: 100_000, noNaN: true }),
  fc.constantFrom(0, -0, 0.000004, 0.000005, 1e-9, Number.NaN),
);

// Any quantity at all, the absurd ones included: a reorder passes on whatever qty_ordered the
// server answered. The basket keeps at most MAX_QTY a line (basketQty); before it did, a quantity
// past ~1.8e303 rounded to Infinity, was kept, and the toolbar's total threw while rendering.
const anyQty = fc.oneof(
  qty,
  fc.double({ min: -Number.MAX_VALUE, max: Number.MAX_VALUE }),
  fc.constantFrom(1e20, 1e300, 1.797693134862315e303, Number.MAX_VALUE, Infinity, -Infinity),
);

type Step =
  | { op: 'setQty'; pick: number; qty: number; price: number | null }
  | { op: 'setLineQty'; pick: number; qty: number }
  | { op: 'remove'; pick: number }
  | { op: 'removeLines'; picks: number[] }
  | { op: 'clear' };

function stepsWith(quantity: fc.Arbitrary<number>): fc.Arbitrary<Step[]> {
  const step: fc.Arbitrary<Step> = fc.oneof(
    // `price`: the offer as it is priced now, or re-priced since it went into the basket.
    {
      arbitrary: fc.record({
        op: fc.constant('setQty' as const),
        pick: fc.nat(),
        qty: quantity,
        price: fc.option(fc.integer({ min: 0, max: 500_000 }), { freq: 3 }),
      }),
      weight: 5,
    },
    {
      arbitrary: fc.record({ op: fc.constant('setLineQty' as const), pick: fc.nat(), qty: quantity }),
      weight: 3,
    },
    { arbitrary: fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }), weight: 1 },
    {
      arbitrary: fc.record({
        op: fc.constant('removeLines' as const),
        picks: fc.array(fc.nat(), { maxLength: 3 }),
      }),
      weight: 1,
    },
    { arbitrary: fc.record({ op: fc.constant('clear' as const) }), weight: 1 },
  );
  return fc.array(step, { maxLength: 25 });
}

interface ModelLine {
  offerId: number;
  qty: number;
  price: number;
  rate: number;
}

/** Applies `step` to the store and to the model (an ordered list of lines) the same way. */
function apply(step: Step, pool: Offer[], model: ModelLine[]): ModelLine[] {
  const offerAt = (pick: number) => pool[pick % pool.length]!;
  switch (step.op) {
    case 'setQty': {
      const base = offerAt(step.pick);
      const offer = step.price === null ? base : { ...base, price_in_cents: step.price };
      useCartStore.getState().setQty(offer, step.qty);
      const rounded = basketQty(step.qty);
      if (!(rounded > 0)) return model.filter((line) => line.offerId !== offer.id);
      const line = {
        offerId: offer.id,
        qty: rounded,
        price: offer.price_in_cents,
        rate: quantityRules(offer).rate,
      };
      const index = model.findIndex((existing) => existing.offerId === offer.id);
      return index === -1 ? [...model, line] : model.map((existing, i) => (i === index ? line : existing));
    }
    case 'setLineQty': {
      const offerId = offerAt(step.pick).id;
      useCartStore.getState().setLineQty(offerId, step.qty);
      const rounded = basketQty(step.qty);
      if (!(rounded > 0)) return model.filter((line) => line.offerId !== offerId);
      // The price the shopper saw stays: only the quantity changes.
      return model.map((line) => (line.offerId === offerId ? { ...line, qty: rounded } : line));
    }
    case 'remove': {
      const offerId = offerAt(step.pick).id;
      useCartStore.getState().remove(offerId);
      return model.filter((line) => line.offerId !== offerId);
    }
    case 'removeLines': {
      const gone = step.picks.map((pick) => offerAt(pick).id);
      useCartStore.getState().removeLines(gone);
      return model.filter((line) => !gone.includes(line.offerId));
    }
    case 'clear':
      useCartStore.getState().clear();
      return [];
  }
}

/** The invariants the basket keeps after every step. */
function checkBasket(model: ModelLine[]): void {
  const state = useCartStore.getState();
  // Same lines, in the same order, with the same quantities and prices as the model.
  expect(state.items.map((line) => [line.offer_id, line.qty, line.price_in_cents])).toEqual(
    model.map((line) => [line.offerId, line.qty, line.price]),
  );
  for (const line of state.items) {
    expect(line.qty).toBeGreaterThan(0);
    expect(roundQty(line.qty)).toBe(line.qty);
  }
  expect(new Set(state.items.map((line) => line.offer_id)).size).toBe(state.items.length);
  expect(cartCount(state)).toBe(model.length);
  // The total the toolbar shows is the sum of the lines' totals (price × qty × rate, each rounded).
  const total = cartTotalInCents(state);
  const sum = model.reduce((cents, line) => cents + lineTotalCents(line.price, line.qty, line.rate), 0);
  expect(total).toBe(sum);
  expect(Number.isSafeInteger(total)).toBe(true);
}

describe('basket', () => {
  beforeEach(() => useCartStore.setState({ items: [] }));

  it('keeps its total equal to the sum of its line totals, and no line at 0 or below, under any edits', () => {
    fc.assert(
      fc.property(offers, stepsWith(qty), (rows, steps) => {
        useCartStore.setState({ items: [] });
        const pool = rows.map((row) => OfferSchema.parse(anOffer(row)));
        let model: ModelLine[] = [];
        for (const step of steps) {
          model = apply(step, pool, model);
          checkBasket(model);
        }
      }),
      RUNS,
    );
  });

  it('can always total its lines, whatever quantity a caller passes', () => {
    fc.assert(
      fc.property(offers, stepsWith(anyQty), (rows, steps) => {
        useCartStore.setState({ items: [] });
        const pool = rows.map((row) => OfferSchema.parse(anOffer(row)));
        let model: ModelLine[] = [];
        for (const step of steps) {
          model = apply(step, pool, model);
          const state = useCartStore.getState();
          for (const line of state.items) expect(line.qty).toBeGreaterThan(0);
          // Past the stored maximum the total may leave money's range (formatMoney then prints
          // "R —"), but it is still the sum of the lines and computing it must not throw.
          const sum = model.reduce(
            (cents, line) => cents + lineTotalCents(line.price, line.qty, line.rate),
            0,
          );
          expect(cartTotalInCents(state)).toBe(sum);
        }
      }),
      RUNS,
    );
  });
});
