import { z } from 'zod/mini';
import { defineArea, op, type HostKind } from '../define.ts';
import { callOperation } from '../http.ts';
import { FIRST_PAGE_PATHS as PATHS } from '../paths.ts';
import { CategoriesResponseSchema } from '../schemas/catalog.ts';
import { IdSchema, pathIds } from '../schemas/common.ts';
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

/** A public GET; shared with the catalogue screens' area. */
export function get<const P extends string>(path: P, host: HostKind, summary: string) {
  return { method: 'GET', path, host, summary, auth: [] } as const;
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

/**
 * The catalog operations the home and the shell call (the screens' own are in catalog-screens.ts):
 * importing one area keeps other areas' schemas out of a screen's bundle.
 */
export const catalogApi = defineArea('catalog', catalogOperationSpecs, callOperation);
