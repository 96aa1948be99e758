import { seedAccounts } from './accounts.ts';
import { BRANDS, PACKS, PRODUCT_TYPES, UNITS } from './catalogue-refs.ts';
import { buildCatalogue } from './catalogue.ts';
import { categoriesWithProducts, seedCategories } from './categories.ts';
import { seedAds, seedAgencies, seedBanners, seedLeaflets } from './content.ts';
import { createLargeDataset } from './dataset-large.ts';
import { buildOffers } from './offers.ts';
import {
  MINIMUM_ORDER_IN_CENTS,
  PUBLIC_HOLIDAYS,
  seedClientConfigs,
  seedDeliveryFees,
  seedDiscountCodes,
  seedTimeslotRules,
} from './rules.ts';
import { largeSuppliers } from './suppliers-large.ts';
import { marketSuppliers } from './suppliers-market.ts';
import { referenceSuppliers } from './suppliers-reference.ts';
import type { DatasetName, SeedDataset, SeedSupplier } from './types.ts';

// Assembles one dataset. Everything is rebuilt on each call (a few milliseconds; a few hundred for the
// large one), so callers get a private, mutable, JSON-safe copy: handler state can change it freely
// and tests can start fresh.

export { DATASET_NAMES } from './types.ts';

/** A dataset's suppliers alone: cheap, for finding which dataset owns a shop without building it. */
export function datasetSuppliers(name: DatasetName): SeedSupplier[] {
  if (name === 'large') return largeSuppliers();
  return name === 'market' ? marketSuppliers() : referenceSuppliers();
}

/**
 * A fresh dataset. `reference`: the zero-waste agency (branches 11-14, no combos, no stokvel, no
 * debtor cards at checkout). `market`: the marketplace (suppliers 21-26, combos, stokvel, bags,
 * DEBTORCARD). `large`: one wholesaler with about 10,000 products (dataset-large.ts). All dates
 * derive from `now`, so the same `now` gives a deep-equal result.
 */
export function createDataset(name: DatasetName, now: Date): SeedDataset {
  if (name === 'large') return createLargeDataset(now);
  const market = name === 'market';
  const { products, sellables } = buildCatalogue({ combos: market });
  const suppliers = datasetSuppliers(name);
  return {
    name,
    now: now.toISOString(),
    minimum_order_in_cents: MINIMUM_ORDER_IN_CENTS,
    units: UNITS.map((u) => ({ ...u })),
    packs: PACKS.map((p) => ({ ...p })),
    brands: [...BRANDS.values()].map((b) => ({ ...b })),
    product_types: PRODUCT_TYPES.map((t) => ({ ...t })),
    categories: categoriesWithProducts(seedCategories(), products),
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
