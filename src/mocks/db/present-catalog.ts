import type { z } from 'zod/mini';
import type {
  CategorySchema,
  OfferSchema,
  ProductSchema,
  RootCategorySchema,
  SellableSchema,
} from '#api/schemas/catalog.ts';
import type { LeafletSchema, SupplierSchema, SupplierSummarySchema } from '#api/schemas/supplier.ts';
import type { SeedLeaflet } from './seed/types-shop.ts';
import type { SeedCategory, SeedOffer, SeedProduct, SeedSellable, SeedSupplier } from './seed/types.ts';
import { now } from './clock.ts';
import type { DatasetState } from './state.ts';

// Seed rows -> API shapes. Rows are normalised; responses embed related rows (offer.sellable,
// offer.supplier) and carry absolute image URLs under the dataset's base (`<origin>/<dataset>`), so
// the same data works behind the service worker, in vitest and on the real mock server.

type In<T extends z.ZodMiniType> = z.input<T>;

/** What a presenter needs to know about the request: the dataset's base URL and scenario tweaks. */
export interface View {
  base: string;
  /** The supplier_closed scenario: every supplier reports itself closed. */
  closed: boolean;
}

export const CLOSED_TEXT = 'Closed today for stocktaking. Orders reopen tomorrow at 08:00.';

/** Absolute URL for a seed path such as `/img/product/1-300.svg`. */
export function abs(view: View, path: string): string {
  return /^https?:/.test(path) ? path : `${view.base}${path}`;
}

// SAST has no daylight saving: a fixed +2 h gives the shop's weekday.
const SAST_OFFSET_MS = 2 * 60 * 60_000;

let everyDay = false;

/**
 * Whether every shop trades every day (scripts/mock-api.ts, MOCK_API_OPEN_EVERY_DAY): the e2e
 * suite's server, so that no test depends on the day it runs. On a Sunday in Cape Town the shops
 * that close on Sundays showed their closed notice over whatever a test was doing; the
 * supplier_closed scenario is how tests see a closed shop.
 */
export function setOpenEveryDay(open: boolean): void {
  everyDay = open;
}

/**
 * closed_text tells the storefront the supplier is closed right now (it shows it in a notice), so it
 * is only sent on a day the shop does not open, while disabled, or in the supplier_closed scenario.
 */
function closedText(view: View, s: SeedSupplier): string | null {
  if (view.closed) return CLOSED_TEXT;
  const weekday = new Date(now().getTime() + SAST_OFFSET_MS).getUTCDay();
  return s.disabled || (!everyDay && s.weekly_hours[weekday] === null) ? s.closed_text : null;
}

export function presentSupplier(
  state: DatasetState,
  view: View,
  s: SeedSupplier,
  distance?: number,
): In<typeof SupplierSchema> {
  return {
    id: s.id,
    name: s.name,
    image_url: abs(view, s.image_url),
    lat: s.lat,
    lon: s.lon,
    // Agency mode (reference) serves every supplier from the agency host itself.
    api_endpoint: state.name === 'market' ? `${view.base}/s/${s.slug}` : null,
    ...(distance === undefined ? {} : { distance }),
    closed_text: closedText(view, s),
    disabled: s.disabled,
    formatted_address: s.formatted_address,
    hours: s.hours,
    bank_name: s.bank_name,
    bank_branch: s.bank_branch,
    bank_account: s.bank_account,
    bank_account_name: s.bank_account_name,
    bank_account_type: s.bank_account_type,
    yoco_public_key: s.yoco_public_key,
  };
}

export function supplierSummary(view: View, s: SeedSupplier): In<typeof SupplierSummarySchema> {
  return { id: s.id, name: s.name, image_url: abs(view, s.image_url) };
}

export function presentSellable(view: View, s: SeedSellable): In<typeof SellableSchema> {
  return {
    id: s.id,
    name: s.name,
    barcode: s.barcode,
    brand: s.brand,
    brand_id: s.brand_id,
    pack: s.pack,
    pack_id: s.pack_id,
    product_id: s.product_id,
    product: s.product,
    unit: s.unit,
    unit_id: s.unit_id,
    measurement: s.measurement,
    image_url: abs(view, s.image_url),
    image_lg_url: abs(view, s.image_lg_url),
    catalog_paths: s.catalog_paths.map((p) => p.path),
    combo_items: s.combo_items.map((c) => ({
      name: c.name,
      image_url: abs(view, c.image_url),
      combo_qty: c.combo_qty,
    })),
    correlations: s.correlations,
  };
}

/** An offer with its sellable and supplier embedded. */
export function presentOffer(state: DatasetState, view: View, o: SeedOffer): In<typeof OfferSchema> {
  const sellable = state.sellables.get(o.sellable_id);
  const supplier = state.suppliers.get(o.supplier_id);
  if (!sellable || !supplier) throw new Error(`offer ${o.id} points at missing rows`);
  const { sellable_id: _s, supplier_id: _p, ...fields } = o;
  return { ...fields, sellable: presentSellable(view, sellable), supplier: supplierSummary(view, supplier) };
}

export function presentProduct(state: DatasetState, view: View, p: SeedProduct): In<typeof ProductSchema> {
  const sellables = p.sellable_ids.flatMap((id) => {
    const s = state.sellables.get(id);
    return s ? [presentSellable(view, s)] : [];
  });
  return {
    id: p.id,
    name: p.name,
    image_url: abs(view, p.image_url),
    visibility: p.visibility,
    brands: p.brands.map((b) => ({ ...b, image_url: abs(view, b.image_url) })),
    relations: p.relations.map((r) => ({ id: r.id, name: r.name })),
    units: p.units.map((u) => ({ id: u.id, name: u.name })),
    packs: p.packs,
    sellables,
    product_types: p.product_types,
    catalog_paths: p.catalog_paths.map((c) => c.path),
  };
}

function entry(view: View, row: { id: number; name: string; image_url: string }) {
  return { id: row.id, name: row.name, image_url: abs(view, row.image_url) };
}

/** A category with its children and the products filed directly under it (or under its leaves). */
export function presentCategory(
  state: DatasetState,
  view: View,
  c: SeedCategory,
  products: readonly SeedProduct[],
): In<typeof CategorySchema> {
  const children = state.seed.categories
    .filter((x) => x.parent_id === c.id)
    .sort((a, b) => a.position - b.position);
  return {
    ...entry(view, c),
    categories: children.map((x) => entry(view, x)),
    products: products.map((p) => entry(view, p)),
  };
}

export function presentRootCategory(
  state: DatasetState,
  view: View,
  c: SeedCategory,
): In<typeof RootCategorySchema> {
  return {
    ...presentCategory(state, view, c, []),
    categories_count: c.categories_count ?? 0,
    products_count: c.products_count ?? 0,
  };
}

export function presentLeaflet(view: View, l: SeedLeaflet): In<typeof LeafletSchema> {
  return { ...l, url: abs(view, l.url) };
}
