// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canStepDown,
  PER_KG_DEFAULTS,
  quantityRules,
  roundQty,
  stepDown,
  stepUp,
  type QuantityRules,
} from '../../src/lib/quantity';

const RUNS = { numRuns: 1000 };

/** A server decimal string with 0–3 decimals (up to 5 in rare cases), between `min` and `max` units. */
function decimalString(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(0, 1, 2, 3, 3, 3, 5), fc.double({ min, max, noNaN: true }))
    .map(([decimals, value]) => value.toFixed(decimals))
    .filter((text) => Number(text) > 0);
}

// Realistic per-kg settings: minimum 1 g to 5 kg, step 1 g to 1 kg, conversion rate 0.1 to 10;
// sometimes absent or unusable, where the spec's defaults apply.
const perKgRules = fc
  .record({
    per_kg: fc.constant(true),
    per_kg_qty_min: fc.oneof(
      { arbitrary: decimalString(0.001, 5), weight: 4 },
      fc.constantFrom(null, '', '0', '-1', 'x'),
    ),
    per_kg_qty_step: fc.oneof(
      { arbitrary: decimalString(0.001, 1), weight: 4 },
      fc.constantFrom(null, '', '0', 'x'),
    ),
    per_kg_conversion_rate: fc.oneof({ arbitrary: decimalString(0.1, 10), weight: 4 }, fc.constant(null)),
    per_kg_symbol: fc.constantFrom('kg', 'l', 'g', null),
  })
  .map(quantityRules);
const countedRules = fc.constantFrom(null, false).map((perKg) => quantityRules({ per_kg: perKg }));
const anyRules = fc.oneof(perKgRules, countedRules);

// A shopper's presses of + (true) and − (false), up to 200 of them.
const presses = fc.array(fc.boolean(), { maxLength: 200 });

/** The quantity `k` steps above the minimum, as the app would store it. */
const onGrid = (rules: QuantityRules, k: number) => roundQty(rules.min + k * rules.step);

describe('quantity stepper', () => {
  it('gives per-kg offers a positive minimum and step on the 5-decimal grid, and counts others 1 by 1', () => {
    fc.assert(
      fc.property(anyRules, (rules) => {
        expect(rules.min).toBeGreaterThan(0);
        expect(rules.step).toBeGreaterThan(0);
        expect(roundQty(rules.min)).toBe(rules.min);
        expect(roundQty(rules.step)).toBe(rules.step);
        if (!rules.perKg) expect(rules).toMatchObject({ min: 1, step: 1, rate: 1, decimals: 0 });
      }),
      RUNS,
    );
  });

  it('never goes below the minimum and stays on the grid minimum + k·step whatever is pressed', () => {
    fc.assert(
      fc.property(anyRules, presses, (rules, sequence) => {
        // The first + on an offer not yet in the basket puts in the minimum.
        let qty = stepUp(0, rules);
        let k = 0;
        expect(qty).toBe(rules.min);
        for (const up of sequence) {
          if (up) {
            qty = stepUp(qty, rules);
            k += 1;
          } else {
            expect(canStepDown(qty, rules)).toBe(k > 0);
            qty = stepDown(qty, rules);
            k = Math.max(0, k - 1);
          }
          expect(qty).toBeGreaterThanOrEqual(rules.min);
          // On the grid, with no float drift however many presses came before: exactly min + k·step.
          expect(roundQty(qty)).toBe(qty);
          expect(qty).toBe(onGrid(rules, k));
        }
      }),
      RUNS,
    );
  });

  it('undoes a + with a − (and a − above the minimum with a +)', () => {
    fc.assert(
      fc.property(anyRules, fc.nat(500), (rules, k) => {
        const qty = onGrid(rules, k);
        expect(stepDown(stepUp(qty, rules), rules)).toBe(qty);
        if (k > 0) expect(stepUp(stepDown(qty, rules), rules)).toBe(qty);
      }),
      RUNS,
    );
  });

  it('brings anything below the minimum (none yet, zero, a stale smaller minimum) up to the minimum on +', () => {
    fc.assert(
      fc.property(anyRules, fc.double({ min: -10, max: 1, noNaN: true }), (rules, fraction) => {
        const below = fraction * rules.min;
        fc.pre(below < rules.min);
        expect(stepUp(below, rules)).toBe(rules.min);
        expect(canStepDown(below, rules)).toBe(false);
        expect(stepDown(below, rules)).toBe(below);
        expect(stepUp(Number.NaN, rules)).toBe(rules.min);
      }),
      RUNS,
    );
  });

  it('falls back to the spec defaults (0.25 kg minimum, 0.05 kg step) for missing or unusable settings', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, undefined, '', ' ', '0', '-0.5', 'abc', 'NaN', 'Infinity'),
        fc.constantFrom(null, undefined, '', ' ', '0', '-0.5', 'abc', 'NaN', 'Infinity'),
        (min, step) => {
          const rules = quantityRules({ per_kg: true, per_kg_qty_min: min, per_kg_qty_step: step });
          expect(rules.min).toBe(PER_KG_DEFAULTS.min);
          expect(rules.step).toBe(PER_KG_DEFAULTS.step);
        },
      ),
      RUNS,
    );
  });
});
