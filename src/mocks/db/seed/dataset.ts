import { seedAccounts } from './accounts.ts';
import { BRANDS, PACKS, PRODUCT_TYPES, UNITS } from './catalogue-refs.ts';
import { buildCatalogue } from './catalogue.ts';
import { seedCategories } from './categories.ts';
import { seedAds, seedAgencies, seedBanners, seedLeaflets } from './content.ts';
import { buildOffers } from './offers.ts';
import {
  MINIMUM_ORDER_IN_CENTS,
  PUBLIC_HOLIDAYS,
  seedClientConfigs,
  seedDeliveryFees,
  seedDiscountCodes,
  seedTimeslotRules,
} from './rules.ts';
import { marketSuppliers } from './suppliers-market.ts';
import { referenceSuppliers } from './suppliers-reference.ts';
import type { DatasetName, SeedCategory, SeedDataset, SeedProduct } from './types.ts';

// Assembles one dataset. Everything is rebuilt on each call (a few milliseconds), so callers get a
// private, mutable, JSON-safe copy: handler state can change it freely and tests can start fresh.

export const DATASET_NAMES: readonly DatasetName[] = ['reference', 'market'];

// Keeps only categories with products in this dataset (bundles exist only in market) and fills the
// root counts the spec asks for.
function categoriesFor(products: readonly SeedProduct[]): SeedCategory[] {
  const leafIds = new Set(products.flatMap((p) => p.catalog_paths.map((c) => c.category_id)));
  const all = seedCategories();
  const leaves = all.filter((c) => c.parent_id !== null && leafIds.has(c.id));
  const roots = all.filter((c) => c.parent_id === null && leaves.some((l) => l.parent_id === c.id));
  for (const root of roots) {
    root.categories_count = leaves.filter((l) => l.parent_id === root.id).length;
    root.products_count = products.filter((p) => p.catalog_paths.some((c) => c.ids[0] === root.id)).length;
  }
  return [...roots, ...leaves];
}

/**
 * A fresh dataset. `reference`: the zero-waste agency (branches 11-14, no combos, no stokvel, no
 * debtor cards at checkout). `market`: the marketplace (suppliers 21-26, combos, stokvel, bags,
 * DEBTORCARD). All dates derive from `now`, so the same `now` gives a deep-equal result.
 */
export function createDataset(name: DatasetName, now: Date): SeedDataset {
  const market = name === 'market';
  const { products, sellables } = buildCatalogue({ combos: market });
  const suppliers = market ? marketSuppliers() : referenceSuppliers();
  return {
    name,
    now: now.toISOString(),
    minimum_order_in_cents: MINIMUM_ORDER_IN_CENTS,
    units: UNITS.map((u) => ({ ...u })),
    packs: PACKS.map((p) => ({ ...p })),
    brands: [...BRANDS.values()].map((b) => ({ ...b })),
    product_types: PRODUCT_TYPES.map((t) => ({ ...t })),
    categories: categoriesFor(products),
    products,
    sellables,
    suppliers,
    offers: suppliers.flatMap((s) => buildOffers(s, sellables, { now, stokvel: market })),
    accounts: seedAccounts(name, now),
    banners: seedBanners(name),
    ads: seedAds(name, now),
    leaflets: seedLeaflets(suppliers, now),
    agencies: seedAgencies(name),
    discount_codes: seedDiscountCodes(name, now),
    delivery_fees: seedDeliveryFees(name, suppliers),
    timeslot_rules: seedTimeslotRules(suppliers),
    client_configs: seedClientConfigs(name, suppliers),
    public_holidays: [...PUBLIC_HOLIDAYS],
  };
}
