import { formatRands, shelfPrice } from './price-utils.ts';
import { intBetween, rngFor } from './prng.ts';
import type { SeedOffer, SeedSellable, SeedSupplier } from './types.ts';

// Derives a supplier's offers from the catalogue. Every decision draws from generators keyed by ids,
// never Math.random, so a dataset built for the same `now` is identical every time. Prices and promos
// are keyed by the supplier's price group (branches of one operator agree on prices); availability is
// keyed by the supplier itself (each branch runs out of different things).

const SALT_PRICE = 1;
const SALT_STOCK = 2;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface OfferOptions {
  now: Date;
  /** Dataset has stokvel on: bulk packs become stokvel offers (else they sell as plain packs). */
  stokvel: boolean;
}

/** Offer ids are `supplier id * 100000 + sellable id`: stable, unique, and readable when debugging. */
export function offerId(supplierId: number, sellableId: number): number {
  return supplierId * 100_000 + sellableId;
}

// Offsets are whole hours or days from `now`, so a few hundred strings serve every offer; formatting
// a Date per field was a large share of building the 20,000-offer large dataset.
function isoCache(now: Date): (offsetMs: number) => string {
  const cache = new Map<number, string>();
  return (offsetMs) => {
    let text = cache.get(offsetMs);
    if (text === undefined) {
      text = new Date(now.getTime() + offsetMs).toISOString();
      cache.set(offsetMs, text);
    }
    return text;
  };
}

// Spec defaults are min 0.250 / step 0.050; a litre refill starts at half a litre, and dear goods
// (spices, nuts, coffee: R200/kg and up) start at 100 g so the first scoop is not R80+.
function perKgMin(sellable: SeedSellable): string {
  if (sellable.unit === 'l') return '0.500';
  return sellable.list_price_in_cents >= 20_000 ? '0.100' : '0.250';
}

/** One supplier's offers over the given sellables (gaps mean "no offer today"). */
export function buildOffers(
  supplier: SeedSupplier,
  sellables: readonly SeedSellable[],
  options: OfferOptions,
): SeedOffer[] {
  const iso = isoCache(options.now);
  const { pricing } = supplier;
  const offers: SeedOffer[] = [];
  for (const sellable of sellables) {
    // Draw a fixed number of values in a fixed order so one decision never shifts another.
    const price = rngFor(pricing.price_group, sellable.id, SALT_PRICE);
    const [noiseDraw, promoDraw, discountDraw, promoStartDraw, promoEndDraw, updatedDraw] = [
      price(),
      price(),
      price(),
      price(),
      price(),
      price(),
    ];
    const stock = rngFor(supplier.id, sellable.id, SALT_STOCK);
    const [gapDraw, oosDraw, oosAgoDraw, lowDraw, lowQtyDraw, createdDraw] = [
      stock(),
      stock(),
      stock(),
      stock(),
      stock(),
      stock(),
    ];

    if (gapDraw < pricing.gap_rate) continue;

    const shelf = shelfPrice(
      sellable.list_price_in_cents * pricing.multiplier * (1 + pricing.noise * (2 * noiseDraw - 1)),
    );
    // Stokvel packs are already bulk-priced, so they never double up as promos.
    const promo = !sellable.stokvel_pack && promoDraw < pricing.promo_rate;
    const discount = 0.1 + 0.05 * intBetween(discountDraw, 0, 3);
    const priceInCents = promo ? shelfPrice(shelf * (1 - discount)) : shelf;
    const outOfStock = oosDraw < pricing.out_of_stock_rate;
    const lowStock = !outOfStock && lowDraw < pricing.low_stock_rate;
    const lowQty = intBetween(lowQtyDraw, 2, 5);
    const root = sellable.catalog_paths[0]?.names[0] ?? '';

    offers.push({
      id: offerId(supplier.id, sellable.id),
      name: sellable.name,
      price: formatRands(priceInCents),
      price_in_cents: priceInCents,
      base_price_in_cents: promo ? shelf : priceInCents,
      price_updated_at: iso(-intBetween(updatedDraw, 0, 20) * DAY),
      promo,
      published: true,
      stokvel: options.stokvel && sellable.stokvel_pack,
      start_at: promo ? iso(-intBetween(promoStartDraw, 1, 6) * DAY) : null,
      end_at: promo ? iso(intBetween(promoEndDraw, 3, 14) * DAY) : null,
      created_at: iso(-intBetween(createdDraw, 30, 400) * DAY),
      low_stock_label: lowStock ? 'Low stock' : null,
      low_stock_string: lowStock ? `Only ${lowQty}${sellable.per_kg ? ` ${sellable.unit}` : ''} left` : null,
      out_of_stock_at: outOfStock ? iso(-intBetween(oosAgoDraw, 1, 72) * HOUR) : null,
      out_of_stock_streak: outOfStock ? intBetween(oosAgoDraw, 1, 4) : 0,
      root_category_name: root,
      per_kg: sellable.per_kg,
      // Counted offers still carry the spec's defaults (kg, 0.250, 0.050) like the real backend's
      // columns do; the client must key off per_kg and use 1 / 1 for counted units.
      per_kg_symbol: sellable.unit === 'l' ? 'l' : 'kg',
      per_kg_conversion_rate: '1.0',
      per_kg_qty_min: sellable.per_kg ? perKgMin(sellable) : '0.250',
      per_kg_qty_step: '0.050',
      sellable_id: sellable.id,
      supplier_id: supplier.id,
    });
  }
  return offers;
}
