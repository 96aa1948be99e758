import { queryOptions } from '@tanstack/react-query';
import { MARKETPLACE, supplierParam, type SupplierRef } from '../../api/define';
import { catalogApi } from '../../api/operations/catalog';
import * as catalogKeys from '../../api/keys/catalog';
import { homeBanners } from './home-banners';

// Keys start with the supplier id so one supplier's cache never shows under another, and the
// supplier named by the key is the one the call goes to (its api_endpoint picks the host).
/** Root categories of a supplier's catalogue. */
export function rootCategoriesQuery(supplier: SupplierRef) {
  return queryOptions({
    queryKey: catalogKeys.categories(supplier.id),
    queryFn: ({ signal }) => catalogApi.listCategories(supplierParam(supplier), { signal, supplier }),
    select: (response) => response.categories,
  });
}

/** The supplier's own leaflets (current and upcoming). */
export function supplierLeafletsQuery(supplier: SupplierRef) {
  return queryOptions({
    queryKey: catalogKeys.leaflets(supplier.id),
    queryFn: ({ signal }) => catalogApi.getSupplierLeaflets({ id: supplier.id }, { signal, supplier }),
    select: (response) => response.leaflets,
  });
}

/**
 * Where a supplier is, for the leaflets around it. A shop does not move, so once per session; a
 * query of its own keeps the suppliers feature (and its chunk) out of the leaflets screen.
 */
export function supplierPositionQuery(supplierId: number) {
  return queryOptions({
    queryKey: catalogKeys.position(supplierId),
    queryFn: ({ signal }) => catalogApi.getSupplier({ id: supplierId }, { signal }),
    select: ({ supplier }) => ({ lat: supplier.lat, lon: supplier.lon }),
    staleTime: Infinity,
  });
}

// Decoration must not hold the home page hostage: a slow main host gives up early and is not retried.
const DECORATION_TIMEOUT_MS = 10_000;

/**
 * The home page's banners (homeBanners). One failing call leaves the other's; only both failing is
 * an error.
 * Keyed by supplier because targets are categories of that supplier's catalogue.
 */
export function homeBannersQuery(supplierId: number) {
  return queryOptions({
    queryKey: catalogKeys.homeBanners(supplierId),
    queryFn: async ({ signal }) => {
      const options = { signal, timeoutMs: DECORATION_TIMEOUT_MS };
      const [banners, ads] = await Promise.allSettled([
        catalogApi.getBanners({}, options),
        catalogApi.getAds({}, options),
      ]);
      if (banners.status === 'rejected' && ads.status === 'rejected') throw banners.reason;
      return homeBanners(
        banners.status === 'fulfilled' ? banners.value.banners : [],
        ads.status === 'fulfilled' ? ads.value.ads : { banners: [], popups: [] },
      );
    },
    retry: false,
  });
}

/**
 * The home's three calls, for the screen and for the route loader that starts them before the
 * screen renders. Leaflets are decoration: a failure just leaves their entry out, unretried.
 */
export function homeQueries(supplier: SupplierRef) {
  return {
    categories: rootCategoriesQuery(supplier),
    banners: homeBannersQuery(supplier.id),
    // The marketplace has no leaflets of its own (its leaflets screen shows those nearby).
    leaflets: { ...supplierLeafletsQuery(supplier), retry: false, enabled: supplier.id !== MARKETPLACE.id },
  };
}
