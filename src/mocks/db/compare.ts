import type { z } from 'zod/mini';
import type { CartComparisonSchema, CheapestBasketSchema } from '#api/schemas/cart.ts';
import { lineTotalCents } from '#lib/quantity.ts';
import { shippingCost } from './cart-validation.ts';
import { presentOffer, presentSupplier, type View } from './present-catalog.ts';
import { haversineKm } from './seed/supplier-helpers.ts';
import type { SeedOffer } from './seed/types.ts';
import type { DatasetState } from './state.ts';
import type { StoredCart } from './store-types.ts';

// Basket comparison: the synced basket priced at every open supplier near the shopper, matched by
// sellable (the same product and pack), plus the theoretical cheapest basket for the debug view.

/** A unit price more than this much above the cheapest counts as "over threshold". */
export const UNIT_PRICE_THRESHOLD = 0.1;
const COMPARE_RADIUS_KM = 30;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function compareCart(
  state: DatasetState,
  view: View,
  cart: StoredCart,
  at: { lat: number; lon: number } | null,
): { comparisons: z.input<typeof CartComparisonSchema>[]; cheapest: z.input<typeof CheapestBasketSchema> } {
  const wanted = cart.items.flatMap((i) => {
    const offer = state.offers.get(i.offer_id);
    return offer ? [{ sellable_id: offer.sellable_id, qty: i.qty }] : [];
  });
  const open = state.seed.suppliers.filter(
    (s) => !s.disabled && (!at || haversineKm(at.lat, at.lon, s.lat, s.lon) <= COMPARE_RADIUS_KM),
  );
  const available = (supplierId: number, sellableId: number): SeedOffer | undefined =>
    state.seed.offers.find(
      (o) =>
        o.supplier_id === supplierId && o.sellable_id === sellableId && o.published && !o.out_of_stock_at,
    );
  const cheapestItems = wanted.flatMap((w) => {
    const prices = open
      .map((s) => available(s.id, w.sellable_id)?.price_in_cents)
      .filter((p): p is number => p !== undefined);
    return prices.length
      ? [{ qty: w.qty, sellable_id: w.sellable_id, price_in_cents: Math.min(...prices) }]
      : [];
  });
  const cheapestTotal = cheapestItems.reduce((s, i) => s + lineTotalCents(i.price_in_cents, i.qty), 0);
  const baskets = open.map((supplier) => {
    const lines = wanted.flatMap((w) => {
      const offer = available(supplier.id, w.sellable_id);
      return offer ? [{ offer, qty: w.qty }] : [];
    });
    const subtotal = lines.reduce((s, l) => s + lineTotalCents(l.offer.price_in_cents, l.qty), 0);
    const shipping = shippingCost(state, supplier.id, subtotal) ?? 0;
    const over = lines.filter((l) => {
      const best =
        cheapestItems.find((c) => c.sellable_id === l.offer.sellable_id)?.price_in_cents ??
        l.offer.price_in_cents;
      return l.offer.price_in_cents > best * (1 + UNIT_PRICE_THRESHOLD);
    }).length;
    return {
      supplier,
      lines,
      subtotal,
      shipping,
      total: subtotal + shipping,
      over,
      complete: lines.length === wanted.length,
    };
  });
  baskets.sort((a, b) => Number(b.complete) - Number(a.complete) || a.total - b.total);
  const best = baskets.find((b) => b.total > 0)?.total ?? 0;
  const comparisons = baskets.map((b) => ({
    supplier: presentSupplier(state, view, b.supplier),
    items: b.lines.map((l) => ({ offer: presentOffer(state, view, l.offer), qty: l.qty })),
    subtotal_in_cents: b.subtotal,
    total_in_cents: b.total,
    shipping_cost_in_cents: b.shipping,
    total_vs_cheapest_variance_percent: best > 0 ? round1(((b.total - best) / best) * 100) : 0,
    percent_value_vs_cheapest: b.subtotal > 0 ? round1((cheapestTotal / b.subtotal) * 100) : 0,
    unit_price_varience_over_threshold_count: b.over,
    direct_overall_calculation: b.complete,
  }));
  return { comparisons, cheapest: { items: cheapestItems, total_in_cents: cheapestTotal } };
}
