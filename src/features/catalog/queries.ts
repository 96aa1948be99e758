import { queryOptions } from '@tanstack/react-query';
import { catalogApi } from '../../api/operations/catalog';

// Keys start with the supplier id so one supplier's cache never shows under another.
/** Root categories of a supplier's catalogue. */
export function rootCategoriesQuery(supplierId: number) {
  return queryOptions({
    queryKey: ['catalog', supplierId, 'categories'],
    queryFn: ({ signal }) => catalogApi.listCategories({ supplier_id: supplierId }, { signal }),
    select: (response) => response.categories,
  });
}

/** The supplier's own leaflets (current and upcoming). */
export function supplierLeafletsQuery(supplierId: number) {
  return queryOptions({
    queryKey: ['catalog', supplierId, 'leaflets'],
    queryFn: ({ signal }) => catalogApi.getSupplierLeaflets({ id: supplierId }, { signal }),
    select: (response) => response.leaflets,
  });
}

/**
 * Where a supplier is, for the leaflets around it. A shop does not move, so once per session; a
 * query of its own keeps the suppliers feature (and its chunk) out of the leaflets screen.
 */
export function supplierPositionQuery(supplierId: number) {
  return queryOptions({
    queryKey: ['catalog', supplierId, 'position'],
    queryFn: ({ signal }) => catalogApi.getSupplier({ id: supplierId }, { signal }),
    select: ({ supplier }) => ({ lat: supplier.lat, lon: supplier.lon }),
    staleTime: Infinity,
  });
}

// Decoration must not hold the home page hostage: a slow main host gives up early and is not retried.
const DECORATION_TIMEOUT_MS = 10_000;

/**
 * The home page's banners: site-wide banners plus the ads' banners and popups (shown inline), in
 * that order without repeats. One failing call leaves the other's; only both failing is an error.
 * Keyed by supplier because targets are categories of that supplier's catalogue.
 */
export function homeBannersQuery(supplierId: number) {
  return queryOptions({
    queryKey: ['catalog', supplierId, 'home-banners'],
    queryFn: async ({ signal }) => {
      const options = { signal, timeoutMs: DECORATION_TIMEOUT_MS };
      const [banners, ads] = await Promise.allSettled([
        catalogApi.getBanners({}, options),
        catalogApi.getAds({}, options),
      ]);
      if (banners.status === 'rejected' && ads.status === 'rejected') throw banners.reason;
      const all = [
        ...(banners.status === 'fulfilled' ? banners.value.banners : []),
        ...(ads.status === 'fulfilled' ? [...ads.value.ads.banners, ...ads.value.ads.popups] : []),
      ];
      return all.filter((b, i) => all.findIndex((o) => o.image_url === b.image_url) === i);
    },
    retry: false,
  });
}

/**
 * The home's three calls, for the screen and for the route loader that starts them before the
 * screen renders. Leaflets are decoration: a failure just leaves their entry out, unretried.
 */
export function homeQueries(supplierId: number) {
  return {
    categories: rootCategoriesQuery(supplierId),
    banners: homeBannersQuery(supplierId),
    leaflets: { ...supplierLeafletsQuery(supplierId), retry: false },
  };
}
