import { seedAccounts } from './accounts.ts';
import { BRANDS, PACKS, PRODUCT_TYPES, UNITS } from './catalogue-refs.ts';
import { buildCatalogue } from './catalogue.ts';
import { categoriesWithProducts, seedCategories } from './categories.ts';
import { seedAds, seedAgencies, seedBanners, seedLeaflets } from './content.ts';
import { largeDatasetParts, type DatasetParts } from './dataset-large.ts';
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
  const { catalogue, banners, ads, agencies, stokvel } =
    name === 'large' ? largeDatasetParts(now) : ownParts(name, now);
  const suppliers = datasetSuppliers(name);
  return {
    name,
    now: now.toISOString(),
    minimum_order_in_cents: MINIMUM_ORDER_IN_CENTS,
    units: UNITS.map((u) => ({ ...u })),
    packs: catalogue.packs,
    brands: catalogue.brands,
    product_types: PRODUCT_TYPES.map((t) => ({ ...t })),
    categories: catalogue.categories,
    products: catalogue.products,
    sellables: catalogue.sellables,
    suppliers,
    offers: suppliers.flatMap((s) => buildOffers(s, catalogue.sellables, { now, stokvel })),
    accounts: seedAccounts(name, now),
    banners,
    ads,
    leaflets: seedLeaflets(suppliers, now),
    agencies,
    discount_codes: seedDiscountCodes(name, now),
    delivery_fees: seedDeliveryFees(name, suppliers),
    timeslot_rules: seedTimeslotRules(suppliers),
    client_configs: seedClientConfigs(name, suppliers),
    public_holidays: [...PUBLIC_HOLIDAYS],
  };
}

/** What the reference and market datasets have of their own: the shared catalogue and their content. */
function ownParts(name: 'reference' | 'market', now: Date): DatasetParts {
  const market = name === 'market';
  const { products, sellables } = buildCatalogue({ combos: market });
  return {
    catalogue: {
      packs: PACKS.map((p) => ({ ...p })),
      brands: [...BRANDS.values()].map((b) => ({ ...b })),
      categories: categoriesWithProducts(seedCategories(), products),
      products,
      sellables,
    },
    banners: seedBanners(name),
    ads: seedAds(name, now),
    agencies: seedAgencies(name),
    stokvel: market,
  };
}
