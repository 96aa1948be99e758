import { z } from 'zod/mini';
import { defineArea, op } from '../define.ts';
import { callOperation } from '../http.ts';
import {
  CategoryResponseSchema,
  OfferSearchResponseSchema,
  OffersResponseSchema,
  ProductResponseSchema,
} from '../schemas/catalog.ts';
import { FIRST_PAGE_PATHS as PATHS } from '../paths.ts';
import { IdSchema, PageQueryShape, pathIds } from '../schemas/common.ts';
import {
  AgenciesResponseSchema,
  BannersResponseSchema,
  LeafletsResponseSchema,
  TimeslotsResponseSchema,
} from '../schemas/supplier.ts';
import { bySupplier, get, nearby } from './catalog.ts';

// The catalogue's own screens (category, product, offers, search, lists) and checkout's timeslots:
// part of the catalog area in the contract, but apart from what the home and the shell call, so
// the home does not download the product and offer schemas (decision 011).

// One shape for every "offers of a supplier" listing (combos, promotions, stokvel ...).
function supplierOffers<const P extends string>(path: P, summary: string) {
  return op({ ...get(path, 'supplier', summary), pathParams: pathIds('id'), response: OffersResponseSchema });
}

export const catalogScreensOperationSpecs = {
  /** One category with its sub-categories and products. */
  getCategory: op({
    ...get(PATHS.category, 'supplier', 'One category'),
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
    ...get(PATHS.product, 'supplier', 'One product'),
    pathParams: pathIds('id'),
    response: ProductResponseSchema,
  }),
  /** Offers for a product at a supplier. */
  getProductOffers: op({
    ...get(PATHS.productOffers, 'supplier', 'Offers of a product'),
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
    // Without it an agency host, which serves every branch, cannot tell whose offers are meant.
    query: bySupplier,
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
  /** Agencies and their suppliers (v2). */
  getAgencies: op({ ...get('/api/v2/agencies', 'main', 'Agencies'), response: AgenciesResponseSchema }),
  /** Leaflets within a radius of a point (v2). */
  getLeaflets: op({
    ...get('/api/v2/leaflets', 'main', 'Leaflets near a point'),
    query: z.extend(nearby, { radius: z.optional(z.number().check(z.positive())) }),
    response: LeafletsResponseSchema,
  }),
};

/** The catalogue screens' operations (still `catalog.*` in the contract). */
export const catalogScreensApi = defineArea('catalog', catalogScreensOperationSpecs, callOperation);
