import { describe, expect, it } from 'vitest';
import {
  canStepDown,
  formatQty,
  lineTotalCents,
  quantityRules,
  roundQty,
  stepDown,
  stepUp,
} from '../../src/lib/quantity';

const counted = quantityRules({});
const perKg = quantityRules({ per_kg: true });

describe('roundQty', () => {
  it('rounds to 5 decimals without float drift', () => {
    expect(roundQty(0.1 + 0.2)).toBe(0.3);
    expect(roundQty(0.25 + 0.05 * 3)).toBe(0.4);
    expect(roundQty(1.123456)).toBe(1.12346);
    expect(roundQty(0.000015)).toBe(0.00002);
    expect(roundQty(-0.000015)).toBe(-0.00002);
    expect(roundQty(3)).toBe(3);
  });
});

describe('quantityRules', () => {
  it('counts non per-kg items one by one', () => {
    expect(counted).toEqual({ perKg: false, min: 1, step: 1, rate: 1, symbol: '', decimals: 0 });
    expect(quantityRules({ per_kg: false, per_kg_qty_min: '0.5' })).toEqual(counted);
    expect(quantityRules({ per_kg: null })).toEqual(counted);
  });

  it('uses the spec defaults for per-kg items', () => {
    expect(perKg).toEqual({ perKg: true, min: 0.25, step: 0.05, rate: 1, symbol: 'kg', decimals: 3 });
  });

  it('reads the offer strings', () => {
    const rules = quantityRules({
      per_kg: true,
      per_kg_qty_min: '0.5',
      per_kg_qty_step: '0.100',
      per_kg_conversion_rate: '10',
      per_kg_symbol: 'l',
    });
    expect(rules).toEqual({ perKg: true, min: 0.5, step: 0.1, rate: 10, symbol: 'l', decimals: 3 });
  });

  it.each(['', '  ', null, undefined])('uses kg when the symbol is %j', (symbol) => {
    expect(quantityRules({ per_kg: true, per_kg_symbol: symbol }).symbol).toBe('kg');
  });

  it('shows 0 decimals for units other than kg and l', () => {
    expect(quantityRules({ per_kg: true, per_kg_symbol: 'g' }).decimals).toBe(0);
    expect(quantityRules({ per_kg: true, per_kg_symbol: 'KG' }).decimals).toBe(3);
  });

  it.each(['abc', '', '  ', '-1', '0', 'NaN', 'Infinity', null, undefined])(
    'falls back to defaults for %j',
    (bad) => {
      const rules = quantityRules({
        per_kg: true,
        per_kg_qty_min: bad,
        per_kg_qty_step: bad,
        per_kg_conversion_rate: bad,
      });
      expect(rules).toEqual(perKg);
    },
  );
});

describe('stepUp / stepDown', () => {
  it('steps counted items by one, with a minimum of one and no maximum', () => {
    expect(stepUp(0, counted)).toBe(1);
    expect(stepUp(1, counted)).toBe(2);
    expect(stepUp(999, counted)).toBe(1000);
    expect(stepDown(3, counted)).toBe(2);
    expect(stepDown(1, counted)).toBe(1);
  });

  it('steps per-kg items from the minimum without drift', () => {
    let qty = stepUp(0, perKg);
    expect(qty).toBe(0.25);
    for (let i = 0; i < 15; i += 1) qty = stepUp(qty, perKg);
    expect(qty).toBe(1);
    for (let i = 0; i < 15; i += 1) qty = stepDown(qty, perKg);
    expect(qty).toBe(0.25);
  });

  it('decreases only while above the minimum and never below it', () => {
    expect(canStepDown(0.25, perKg)).toBe(false);
    expect(canStepDown(0.3, perKg)).toBe(true);
    expect(stepDown(0.25, perKg)).toBe(0.25);
    // An odd quantity (e.g. from an older cart) clamps to the minimum rather than undershooting it.
    expect(stepDown(0.27, perKg)).toBe(0.25);
    expect(stepDown(0.1, perKg)).toBe(0.1);
  });

  it('snaps a quantity below the minimum up to the minimum', () => {
    expect(stepUp(0.1, perKg)).toBe(0.25);
    expect(stepUp(Number.NaN, perKg)).toBe(0.25);
  });
});

describe('formatQty', () => {
  it('shows kg and l with 3 decimals and the symbol', () => {
    expect(formatQty(0.25, perKg)).toBe('0.250 kg');
    expect(formatQty(1.0005, perKg)).toBe('1.001 kg');
    expect(formatQty(2, quantityRules({ per_kg: true, per_kg_symbol: 'l' }))).toBe('2.000 l');
  });

  it('shows counted items and other units without decimals', () => {
    expect(formatQty(3, counted)).toBe('3');
    expect(formatQty(250, quantityRules({ per_kg: true, per_kg_symbol: 'g' }))).toBe('250 g');
  });
});

describe('lineTotalCents', () => {
  it('multiplies price, quantity and rate into integer cents', () => {
    expect(lineTotalCents(1999, 3)).toBe(5997);
    expect(lineTotalCents(8999, 0.25)).toBe(2250); // 2249.75
    expect(lineTotalCents(1000, 0.35, 10)).toBe(3500);
  });

  it('rounds half away from zero', () => {
    expect(lineTotalCents(1, 0.5)).toBe(1);
    expect(lineTotalCents(3, 0.5)).toBe(2);
    expect(lineTotalCents(-1, 0.5)).toBe(-1);
    expect(lineTotalCents(-3, 0.5)).toBe(-2);
    expect(lineTotalCents(1005, 0.1)).toBe(101); // 100.5 even though 1005 * 0.1 = 100.49999…
  });

  it('never returns negative zero', () => {
    expect(Object.is(lineTotalCents(-100, 0), 0)).toBe(true);
  });

  it('rejects non-integer prices and non-finite inputs', () => {
    expect(() => lineTotalCents(10.5, 1)).toThrow(TypeError);
    expect(() => lineTotalCents(10, Number.NaN)).toThrow(TypeError);
    expect(() => lineTotalCents(10, 1, Infinity)).toThrow(TypeError);
  });
});
