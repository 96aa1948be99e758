import type { CartComparison } from '#api/schemas/cart.ts';
import { lineFor, type CartLine } from '#domain/basket/cart-store.ts';

export interface BasketAtShop {
  /** The basket as that shop sells it: its own offers of the same products, same quantities. */
  lines: CartLine[];
  /** Names of the basket's items the shop does not have today. */
  missing: string[];
}

/**
 * The basket moved to one compared shop. Lines are matched by sellable (product and pack), as the
 * comparison matched them; what the shop lacks is named so the shopper is told, never silently lost.
 */
export function basketAtShop(comparison: CartComparison, lines: readonly CartLine[]): BasketAtShop {
  const offers = new Map(comparison.items.map((item) => [item.offer.sellable.id, item]));
  const kept = new Map<number, CartLine>();
  const missing: string[] = [];
  for (const line of lines) {
    const match = line.sellable_id === null ? undefined : offers.get(line.sellable_id);
    if (!match) {
      missing.push(line.name);
      continue;
    }
    // The same product picked at two shops is one line at the shop that gets the order.
    const qty = (kept.get(match.offer.id)?.qty ?? 0) + line.qty;
    kept.set(match.offer.id, lineFor(match.offer, qty));
  }
  return { lines: [...kept.values()], missing };
}
