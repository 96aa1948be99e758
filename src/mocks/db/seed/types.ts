// Seed-only shapes for the fake supplier backend. Field names mirror the spec (snake_case) so the
// handlers can map rows onto API responses almost one to one. Rows are normalised (ids, not nested
// objects) so one mutable copy of the dataset can hold state without duplicated copies drifting apart;
// the handlers embed related rows (offer.sellable, offer.supplier, product.sellables) when responding.
// Plain types (and the list of dataset names), no zod: the seed must not depend on the app's schemas.
// Accounts, content and checkout rules live in types-shop.ts.

import type {
  SeedAccount,
  SeedAd,
  SeedAgency,
  SeedBanner,
  SeedClientConfig,
  SeedDeliveryFeeRule,
  SeedDiscountCode,
  SeedLeaflet,
  SeedTimeslotRule,
} from './types-shop.ts';

/** Every dataset the fake backend serves; the first path segment of a request names one. */
export const DATASET_NAMES = ['reference', 'market', 'large'] as const;
export type DatasetName = (typeof DATASET_NAMES)[number];

/** Unit codes the catalogue uses; kg and l are the per-kg (by weight or volume) units. */
export type UnitCode = 'kg' | 'l' | 'each' | 'dozen' | 'pack';

/** Shapes the SVG generator can draw; picked per product so tiles are recognisable at a glance. */
export type ImageShape = 'jar' | 'bottle' | 'sack' | 'leaf' | 'box' | 'bag' | 'cup' | 'egg' | 'brush';

/** Path kinds served by the image handler: `/img/<kind>/<id>-<size>.svg`. */
export type ImageKind =
  'product' | 'sellable' | 'category' | 'banner' | 'ad' | 'supplier' | 'agency' | 'brand';

export type ImageSize = 300 | 600;

export interface SeedCategory {
  id: number;
  name: string;
  image_url: string;
  /** null for a root category. */
  parent_id: number | null;
  position: number;
  /** Only on roots (spec): filled per dataset by createDataset. */
  categories_count?: number;
  products_count?: number;
}

export interface SeedBrand {
  id: number;
  name: string;
  image_url: string;
}

export interface SeedUnit {
  id: number;
  name: UnitCode;
}

export interface SeedPack {
  id: number;
  name: string;
}

export interface SeedProductType {
  id: number;
  name: string;
}

/** One route through the category tree, root first. */
export interface SeedCatalogPath {
  category_id: number;
  ids: number[];
  names: string[];
  /** "Pantry staples > Grains & rice", handy for search and breadcrumbs. */
  path: string;
}

export interface SeedComboItem {
  sellable_id: number;
  name: string;
  image_url: string;
  combo_qty: number;
}

/** A related item. `id` is the related sellable; `relation_id` names the kind of relation. */
export interface SeedCorrelation {
  id: number;
  name: string;
  position: number;
  relation_id: number;
  relation_name: string;
}

export interface SeedSellable {
  id: number;
  name: string;
  /** 13-digit EAN starting 600 (GS1 South Africa) with a valid check digit. */
  barcode: string;
  brand: string;
  brand_id: number;
  pack: string;
  pack_id: number;
  unit: UnitCode;
  unit_id: number;
  /** Human text such as "1 kg", "500 g", "1 l", "12". */
  measurement: string;
  product_id: number;
  product: string;
  image_url: string;
  image_lg_url: string;
  catalog_paths: SeedCatalogPath[];
  combo_items: SeedComboItem[];
  correlations: SeedCorrelation[];
  /** Sold by weight or volume: offers get per_kg true and min/step strings. */
  per_kg: boolean;
  /** A bulk pack sold as a stokvel offer where the dataset has stokvel on. */
  stokvel_pack: boolean;
  /** Reference price in cents before any supplier multiplier, noise or promo. */
  list_price_in_cents: number;
  image_shape: ImageShape;
}

export interface SeedProduct {
  id: number;
  name: string;
  image_url: string;
  visibility: 'visible' | 'hidden';
  brands: SeedBrand[];
  units: SeedUnit[];
  packs: SeedPack[];
  product_types: SeedProductType[];
  sellable_ids: number[];
  /** Product-level related items (the first sellable's correlations). */
  relations: SeedCorrelation[];
  catalog_paths: SeedCatalogPath[];
  image_shape: ImageShape;
}

export interface SeedOpeningHours {
  dayname: string;
  /** "08:00 – 18:00" or "Closed". */
  formatted_hours: string;
}

/** Machine-readable hours by JS weekday (0 = Sunday); null = closed all day. Times are SAST. */
export type WeeklyHours = readonly (readonly [open: string, close: string] | null)[];

/** Knobs buildOffers uses so each supplier's prices and stock differ deterministically. */
export interface SeedPricing {
  /**
   * Prices and promos are drawn per group, stock per supplier: branches of one operator share a group
   * (same shelf prices, different stock), each marketplace supplier has its own.
   */
  price_group: number;
  /** Whole-shop price level, e.g. 0.94 for a discounter. */
  multiplier: number;
  /** Max per-product deviation as a fraction (0.08 = ±8 %). */
  noise: number;
  /** Share of sellables with no offer at all today. */
  gap_rate: number;
  out_of_stock_rate: number;
  low_stock_rate: number;
  promo_rate: number;
}

export interface SeedSupplier {
  id: number;
  name: string;
  /** The handlers derive api_endpoint = `<origin>/<dataset>/s/<slug>`. */
  slug: string;
  image_url: string;
  lat: number;
  lon: number;
  /** Km from the deployment's default map position (central Cape Town); handlers recompute per query. */
  distance: number;
  formatted_address: string;
  hours: SeedOpeningHours[];
  weekly_hours: WeeklyHours;
  closed_text: string;
  disabled: boolean;
  bank_name: string;
  bank_branch: string;
  bank_account: string;
  bank_account_name: string;
  bank_account_type: string;
  yoco_public_key: string;
  pricing: SeedPricing;
}

export interface SeedOffer {
  id: number;
  name: string;
  /** Formatted like the app shows money: "R 31.99". */
  price: string;
  price_in_cents: number;
  /** Equals price_in_cents unless promo, then it is the higher "was" price. */
  base_price_in_cents: number;
  price_updated_at: string;
  promo: boolean;
  published: boolean;
  stokvel: boolean;
  start_at: string | null;
  end_at: string | null;
  created_at: string;
  low_stock_label: string | null;
  low_stock_string: string | null;
  out_of_stock_at: string | null;
  out_of_stock_streak: number;
  root_category_name: string;
  per_kg: boolean;
  per_kg_symbol: 'kg' | 'l';
  per_kg_conversion_rate: string;
  per_kg_qty_min: string;
  per_kg_qty_step: string;
  sellable_id: number;
  supplier_id: number;
}

export interface SeedDataset {
  name: DatasetName;
  /** ISO time the dataset was built for; every relative date derives from it. */
  now: string;
  minimum_order_in_cents: number;
  units: SeedUnit[];
  packs: SeedPack[];
  brands: SeedBrand[];
  product_types: SeedProductType[];
  categories: SeedCategory[];
  products: SeedProduct[];
  sellables: SeedSellable[];
  suppliers: SeedSupplier[];
  offers: SeedOffer[];
  accounts: SeedAccount[];
  banners: SeedBanner[];
  ads: { banners: SeedAd[]; popups: SeedAd[] };
  leaflets: SeedLeaflet[];
  agencies: SeedAgency[];
  discount_codes: SeedDiscountCode[];
  delivery_fees: SeedDeliveryFeeRule[];
  timeslot_rules: SeedTimeslotRule[];
  client_configs: SeedClientConfig[];
  /** ISO dates (YYYY-MM-DD, SAST) on which no timeslots are offered. */
  public_holidays: string[];
}
