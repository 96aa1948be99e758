import { z } from 'zod/mini';
import { defineArea, op, type HostKind } from '../define.ts';
import { callOperation } from '../http.ts';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
  OfferSearchResponseSchema,
  OffersResponseSchema,
  ProductResponseSchema,
} from '../schemas/catalog.ts';
import { IdSchema, PageQueryShape, pathIds } from '../schemas/common.ts';
import {
  AdsResponseSchema,
  AgenciesResponseSchema,
  BannersResponseSchema,
  LeafletsResponseSchema,
  SupplierResponseSchema,
  SuppliersResponseSchema,
  TimeslotsResponseSchema,
} from '../schemas/supplier.ts';

const bySupplier = z.object({ supplier_id: z.optional(IdSchema) });
const nearby = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lon: z.number().check(z.gte(-180), z.lte(180)),
});

function get<const P extends string>(path: P, host: HostKind, summary: string) {
  return { method: 'GET', path, host, summary, auth: [] } as const;
}

// One shape for every "offers of a supplier" listing (combos, promotions, stokvel ...).
function supplierOffers<const P extends string>(path: P, summary: string) {
  return op({ ...get(path, 'supplier', summary), pathParams: pathIds('id'), response: OffersResponseSchema });
}

export const catalogOperationSpecs = {
  /** Root categories of a supplier's catalogue. */
  listCategories: op({
    ...get('/catalog/v1/categories', 'supplier', 'Root categories'),
    query: bySupplier,
    response: CategoriesResponseSchema,
  }),
  /** One category with its sub-categories and products. */
  getCategory: op({
    ...get('/catalog/v1/categories/{id}', 'supplier', 'One category'),
    pathParams: pathIds('id'),
    query: bySupplier,
    response: CategoryResponseSchema,
  }),
  /** Banners shown on a category page. */
  getCategoryBanners: op({
    ...get('/catalog/v1/categories/{id}/banners', 'supplier', 'Banners of a category'),
    pathParams: pathIds('id'),
    response: BannersResponseSchema,
  }),
  /** One product with its sellables. */
  getProduct: op({
    ...get('/catalog/v1/products/{id}', 'supplier', 'One product'),
    pathParams: pathIds('id'),
    response: ProductResponseSchema,
  }),
  /** Offers for a product at a supplier. */
  getProductOffers: op({
    ...get('/catalog/v1/products/{id}/offers', 'supplier', 'Offers of a product'),
    pathParams: pathIds('id'),
    query: bySupplier,
    response: OffersResponseSchema,
  }),
  /** A sample of offers for the landing page. */
  getSampleOffers: op({
    ...get('/catalog/v1/products/sample', 'supplier', 'Sample offers'),
    query: bySupplier,
    response: OffersResponseSchema,
  }),
  /** Offers for one sellable. */
  getSellableOffers: op({
    ...get('/catalog/v1/sellables/{id}/offers', 'supplier', 'Offers of a sellable'),
    pathParams: pathIds('id'),
    response: OffersResponseSchema,
  }),
  /** Full-text offer search, paginated. */
  searchOffers: op({
    ...get('/catalog/v1/offers/search', 'supplier', 'Search offers'),
    query: z.object({ query: z.string(), supplier_id: z.optional(IdSchema), ...PageQueryShape }),
    response: OfferSearchResponseSchema,
  }),
  /** Combo bundles of a supplier. */
  getCombos: supplierOffers('/catalog/v1/suppliers/{id}/combos', 'Combo bundles'),
  /** Leaflets of a supplier. */
  getSupplierLeaflets: op({
    ...get('/catalog/v1/suppliers/{id}/leaflets', 'supplier', 'Leaflets of a supplier'),
    pathParams: pathIds('id'),
    response: LeafletsResponseSchema,
  }),
  /** All promotions of a supplier. */
  getPromotions: supplierOffers('/catalog/v1/suppliers/{id}/promotions', 'Promotions'),
  /** Promotions running now. */
  getActivePromotions: supplierOffers('/catalog/v1/suppliers/{id}/promotions_active', 'Active promotions'),
  /** Stokvel (bulk-pack) offers. */
  getStokvel: supplierOffers('/catalog/v1/suppliers/{id}/stokvel', 'Stokvel offers'),
  /** Stokvel offers running now. */
  getActiveStokvel: supplierOffers('/catalog/v1/suppliers/{id}/stokvel_active', 'Active stokvel offers'),
  /** Collection or delivery slots for checkout. */
  getTimeslots: op({
    ...get('/catalog/v1/suppliers/{id}/timeslots', 'supplier', 'Collection/delivery time slots'),
    pathParams: pathIds('id'),
    query: z.object({
      requires_shipping: z.optional(z.boolean()),
      stokvel: z.optional(z.boolean()),
      provider: z.optional(z.string()),
      shipping_provider: z.optional(z.string()),
      shipping_lat: z.optional(z.number()),
      shipping_lon: z.optional(z.number()),
    }),
    response: TimeslotsResponseSchema,
  }),
  /** One supplier from the agency directory. */
  getSupplier: op({
    ...get('/catalog/v1/suppliers/{id}', 'agency', 'One supplier'),
    pathParams: pathIds('id'),
    response: SupplierResponseSchema,
  }),
  /** Suppliers near a point, nearest first, each with a distance. */
  suppliersDistanceFrom: op({
    ...get('/catalog/v1/suppliers/distance_from', 'agency', 'Suppliers near a point'),
    query: z.extend(nearby, { radius: z.optional(z.number().check(z.positive())) }),
    response: SuppliersResponseSchema,
  }),
  /** Banners and popups for the home page (v2). */
  getAds: op({ ...get('/api/v2/ads', 'main', 'Ads: banners and popups'), response: AdsResponseSchema }),
  /** Agencies and their suppliers (v2). */
  getAgencies: op({ ...get('/api/v2/agencies', 'main', 'Agencies'), response: AgenciesResponseSchema }),
  /** Site-wide banners (v2). */
  getBanners: op({ ...get('/api/v2/banners', 'main', 'Site-wide banners'), response: BannersResponseSchema }),
  /** Leaflets within a radius of a point (v2). */
  getLeaflets: op({
    ...get('/api/v2/leaflets', 'main', 'Leaflets near a point'),
    query: z.extend(nearby, { radius: z.optional(z.number().check(z.positive())) }),
    response: LeafletsResponseSchema,
  }),
  /** One supplier (v2). */
  getSupplierV2: op({
    ...get('/api/v2/suppliers/{id}', 'main', 'One supplier (v2)'),
    pathParams: pathIds('id'),
    response: SupplierResponseSchema,
  }),
  /** Suppliers near a point (v2). */
  suppliersDistanceFromV2: op({
    ...get('/api/v2/suppliers/distance_from', 'main', 'Suppliers near a point (v2)'),
    query: nearby,
    response: SuppliersResponseSchema,
  }),
};

/** The catalog operations, for app code: importing one area keeps other areas' schemas out of a screen's bundle. */
export const catalogApi = defineArea('catalog', catalogOperationSpecs, callOperation);
