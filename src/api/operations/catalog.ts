import { z } from 'zod/mini';
import { defineArea, op, type HostKind } from '../define.ts';
import { callOperation } from '../http.ts';
import { FIRST_PAGE_PATHS as PATHS } from '../paths.ts';
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
  BannersResponseSchema,
  LeafletsResponseSchema,
  SupplierResponseSchema,
  SuppliersResponseSchema,
} from '../schemas/supplier.ts';

export const bySupplier = z.object({ supplier_id: z.optional(IdSchema) });
export const nearby = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lon: z.number().check(z.gte(-180), z.lte(180)),
});

/** A public GET of the catalogue's. */
export function get<const P extends string>(path: P, host: HostKind, summary: string) {
  return { method: 'GET', path, host, summary, auth: [] } as const;
}

// One shape for every "offers of a supplier" listing (combos, promotions, stokvel ...).
export function supplierOffers<const P extends string>(path: P, summary: string) {
  return op({ ...get(path, 'supplier', summary), pathParams: pathIds('id'), response: OffersResponseSchema });
}

export const catalogOperationSpecs = {
  /** Root categories of a supplier's catalogue. */
  listCategories: op({
    ...get(PATHS.categories, 'supplier', 'Root categories'),
    query: bySupplier,
    response: CategoriesResponseSchema,
  }),
  /** Leaflets of a supplier. */
  getSupplierLeaflets: op({
    ...get(PATHS.leaflets, 'supplier', 'Leaflets of a supplier'),
    pathParams: pathIds('id'),
    response: LeafletsResponseSchema,
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
  getAds: op({ ...get(PATHS.ads, 'main', 'Ads: banners and popups'), response: AdsResponseSchema }),
  /** Site-wide banners (v2). */
  getBanners: op({ ...get(PATHS.banners, 'main', 'Site-wide banners'), response: BannersResponseSchema }),
  /** One category with its sub-categories and products. */
  getCategory: op({
    ...get(PATHS.category, 'supplier', 'One category'),
    pathParams: pathIds('id'),
    query: bySupplier,
    response: CategoryResponseSchema,
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
  /** Promotions running now. */
  getActivePromotions: supplierOffers('/catalog/v1/suppliers/{id}/promotions_active', 'Active promotions'),
  /** Stokvel offers running now. */
  getActiveStokvel: supplierOffers('/catalog/v1/suppliers/{id}/stokvel_active', 'Active stokvel offers'),
};

/** The catalogue: its categories, products and offers, the shop's banners and leaflets, suppliers. */
export const catalogApi = defineArea('catalog', catalogOperationSpecs, callOperation);
