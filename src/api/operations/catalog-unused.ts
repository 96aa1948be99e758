import { defineArea, op } from '../define.ts';
import { callOperation } from '../http.ts';
import { OffersResponseSchema } from '../schemas/catalog.ts';
import { pathIds } from '../schemas/common.ts';
import {
  BannersResponseSchema,
  SupplierResponseSchema,
  SuppliersResponseSchema,
} from '../schemas/supplier.ts';
import { bySupplier, get, nearby, supplierOffers } from './catalog.ts';

// The catalog calls of the supplier API that the storefront never makes: the v2 twins of the
// supplier calls, category banners, the sample and the whole (not only the running) promotion and
// stokvel lists. The contract documents them (docs/supplier-api.openapi.json) and the fake backend
// serves them, so they stay in the registry (operations.ts), but no screen ships them.

export const catalogUnusedOperationSpecs = {
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
  /** Banners shown on a category page. */
  getCategoryBanners: op({
    ...get('/catalog/v1/categories/{id}/banners', 'supplier', 'Banners of a category'),
    pathParams: pathIds('id'),
    response: BannersResponseSchema,
  }),
  /** A sample of offers for the landing page. */
  getSampleOffers: op({
    ...get('/catalog/v1/products/sample', 'supplier', 'Sample offers'),
    query: bySupplier,
    response: OffersResponseSchema,
  }),
  /** All promotions of a supplier. */
  getPromotions: supplierOffers('/catalog/v1/suppliers/{id}/promotions', 'Promotions'),
  /** Stokvel (bulk-pack) offers. */
  getStokvel: supplierOffers('/catalog/v1/suppliers/{id}/stokvel', 'Stokvel offers'),
};

export const catalogUnusedApi = defineArea('catalog', catalogUnusedOperationSpecs, callOperation);
