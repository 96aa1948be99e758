import { describe, expect, it } from 'vitest';
import { OfferSchema } from '../../../src/api/schemas/catalog';
import { planProductAdd } from '../../../src/features/catalog/quick-add';
import { anOffer } from '../../support/fixtures';

const offer = (id: number, outOfStock = false) =>
  OfferSchema.parse(anOffer({ id, out_of_stock_at: outOfStock ? '2026-11-01T08:00:00Z' : null }));

describe("planProductAdd (a product tile's Add)", () => {
  it('adds the only offer in stock at once', () => {
    const plan = planProductAdd([offer(1, true), offer(2)]);
    expect(plan).toEqual({ kind: 'one', offer: expect.objectContaining({ id: 2 }) });
  });

  it('offers a choice of those in stock when there are several', () => {
    const plan = planProductAdd([offer(1), offer(2, true), offer(3)]);
    expect(plan.kind).toBe('choose');
    expect(plan.kind === 'choose' && plan.offers.map((o) => o.id)).toEqual([1, 3]);
  });

  it('adds the offer bought last time while it is still in stock, and never one that is out', () => {
    expect(planProductAdd([offer(1), offer(2), offer(3)], 2)).toEqual({
      kind: 'one',
      offer: expect.objectContaining({ id: 2 }),
    });
    expect(planProductAdd([offer(1), offer(2, true), offer(3)], 2).kind).toBe('choose');
  });

  it('says none when nothing is in stock', () => {
    expect(planProductAdd([offer(1, true)])).toEqual({ kind: 'none' });
    expect(planProductAdd([])).toEqual({ kind: 'none' });
  });
});
