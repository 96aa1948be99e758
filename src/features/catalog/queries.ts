import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
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

/** Offers of one search page; small pages keep each response light on paid mobile data. */
export const SEARCH_PAGE_SIZE = 20;

/** Offer search at a supplier, page by page (`pagination.next_page` says whether there is more). */
export function searchOffersQuery(supplierId: number, query: string) {
  return infiniteQueryOptions({
    queryKey: ['catalog', supplierId, 'search', query],
    queryFn: ({ pageParam, signal }) =>
      catalogApi.searchOffers(
        { query, supplier_id: supplierId, page: pageParam, per_page: SEARCH_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.next_page ?? undefined,
  });
}

/** The supplier offer lists shown as screens of their own. */
export type OfferListKind = 'promotions' | 'stokvel' | 'combos';

// Promotions and stokvel read the "active" calls: a list that offers what has ended or is out of
// stock would only lead to a disappointing basket.
const OFFER_LISTS = {
  promotions: catalogApi.getActivePromotions,
  stokvel: catalogApi.getActiveStokvel,
  combos: catalogApi.getCombos,
} as const;

/** One of a supplier's offer lists: active promotions, active stokvel offers or combos. */
export function offerListQuery(supplierId: number, kind: OfferListKind) {
  return queryOptions({
    queryKey: ['catalog', supplierId, kind],
    queryFn: ({ signal }) => OFFER_LISTS[kind]({ id: supplierId }, { signal }),
    select: (response) => response.offers,
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
 * Leaflets within `radius` km of a point (v2). The key holds the supplier the point came from
 * (null: the deployment's map position), so switching supplier never shows another's leaflets.
 */
export function nearbyLeafletsQuery(
  supplierId: number | null,
  position: { lat: number; lon: number },
  radius: number,
) {
  return queryOptions({
    queryKey: ['catalog', supplierId, 'leaflets-nearby', position.lat, position.lon, radius],
    queryFn: ({ signal }) => catalogApi.getLeaflets({ ...position, radius }, { signal }),
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

/** Agencies and their stores (v2). Not tied to a supplier, hence null in the supplier slot. */
export function agenciesQuery() {
  return queryOptions({
    queryKey: ['catalog', null, 'agencies'],
    queryFn: ({ signal }) => catalogApi.getAgencies({}, { signal }),
    select: (response) => response.agencies,
  });
}

/** One category with its sub-categories and products. */
export function categoryQuery(supplierId: number, id: number) {
  return queryOptions({
    queryKey: ['catalog', supplierId, 'category', id],
    queryFn: ({ signal }) => catalogApi.getCategory({ id, supplier_id: supplierId }, { signal }),
    select: (response) => response.category,
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

/** One product with its brands, units, packs and sellables. */
export function productQuery(supplierId: number, productId: number) {
  return queryOptions({
    queryKey: ['catalog', supplierId, 'product', productId],
    queryFn: ({ signal }) => catalogApi.getProduct({ id: productId }, { signal }),
    select: (response) => response.product,
  });
}

/** The supplier's offers for a product (every option of it the supplier sells today). */
export function productOffersQuery(supplierId: number, productId: number) {
  return queryOptions({
    queryKey: ['catalog', supplierId, 'product', productId, 'offers'],
    queryFn: ({ signal }) =>
      catalogApi.getProductOffers({ id: productId, supplier_id: supplierId }, { signal }),
    select: (response) => response.offers,
  });
}

/**
 * Offers of one sellable. Related items name a sellable, not its product, so the product page
 * resolves one of these only when the shopper opens a related item (no request per related item).
 */
export function sellableOffersQuery(supplierId: number, sellableId: number) {
  return queryOptions({
    queryKey: ['catalog', supplierId, 'sellable', sellableId, 'offers'],
    queryFn: ({ signal }) => catalogApi.getSellableOffers({ id: sellableId }, { signal }),
  });
}
