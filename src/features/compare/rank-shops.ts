import type { CartComparison } from '#api/schemas/cart.ts';
import type { CartLine } from '#domain/basket/cart-store.ts';
import { basketAtShop } from './basket-at-shop';

/**
 * What the compared totals are for: a delivery basket carries each shop's delivery fee; a collection
 * basket, or one whose shopper has not chosen yet, does not (docs/decisions/041-comparison-totals.md).
 */
export type DeliveryBasis = 'delivery' | 'collection' | 'unchosen';

/** One shop's place in the comparison, measured as the shopper will pay. */
export interface RankedShop {
  comparison: CartComparison;
  /** Lines of the basket this shop does not sell today. */
  missing: number;
  /** The basket here: delivery included only for a delivery basket. */
  totalCents: number;
  /** Percent above (negative: below) the cheapest complete basket; null when no shop has it all. */
  vsCheapest: number | null;
  /** The cheapest complete basket: the only one that may be called cheapest. */
  cheapest: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The shop's total as this basket pays it. The marketplace adds delivery to every total. */
export function shownTotal(comparison: CartComparison, basis: DeliveryBasis): number {
  if (basis === 'delivery') return comparison.total_in_cents;
  return Math.max(0, comparison.total_in_cents - comparison.shipping_cost_in_cents);
}

/**
 * The shops in the order a shopper can trust: complete baskets first, cheapest first; then those
 * missing items, fewest missing first, then by total. A shop that sells less always looks cheaper,
 * so it is never ranked, labelled or measured in the cheapest's place. The marketplace's own order
 * and percentages count delivery for everyone, so both are worked out again from the shown totals.
 */
export function rankShops(
  comparisons: readonly CartComparison[],
  lines: readonly CartLine[],
  basis: DeliveryBasis,
): RankedShop[] {
  const ranked = comparisons
    .map((comparison) => ({
      comparison,
      // Matched by sellable as 'Order here' moves the basket, so both count the same items missing.
      missing: basketAtShop(comparison, lines).missing.length,
      totalCents: shownTotal(comparison, basis),
    }))
    .sort((a, b) => a.missing - b.missing || a.totalCents - b.totalCents);
  const best = ranked[0]?.missing === 0 ? ranked[0].totalCents : null;
  return ranked.map((shop, index) => ({
    ...shop,
    vsCheapest: best === null ? null : best > 0 ? round1(((shop.totalCents - best) / best) * 100) : 0,
    cheapest: index === 0 && best !== null,
  }));
}
