import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { MARKETPLACE, supplierParam, type SupplierRef } from '#api/define.ts';
import { catalogApi } from '#api/operations/catalog.ts';
import * as catalogKeys from '#api/keys/catalog.ts';
import { nextPageParam } from '#api/schemas/common.ts';
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

/** Offers of one search page; small pages keep each response light on paid mobile data. */
export const SEARCH_PAGE_SIZE = 20;

/** Offer search at a supplier, page by page (`pagination.next_page` says whether there is more). */
export function searchOffersQuery(supplier: SupplierRef, query: string) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.search(supplier.id, query),
    queryFn: ({ pageParam, signal }) =>
      catalogApi.searchOffers(
        { query, ...supplierParam(supplier), page: pageParam, per_page: SEARCH_PAGE_SIZE },
        { signal, supplier },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
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
export function offerListQuery(supplier: SupplierRef, kind: OfferListKind) {
  return queryOptions({
    queryKey: catalogKeys.offerList(supplier.id, kind),
    queryFn: ({ signal }) => OFFER_LISTS[kind]({ id: supplier.id }, { signal, supplier }),
    select: (response) => response.offers,
  });
}

/** One category with its sub-categories and products. */
export function categoryQuery(supplier: SupplierRef, id: number) {
  return queryOptions({
    queryKey: catalogKeys.category(supplier.id, id),
    queryFn: ({ signal }) => catalogApi.getCategory({ id, ...supplierParam(supplier) }, { signal, supplier }),
    select: (response) => response.category,
  });
}

/** One product with its brands, units, packs and sellables. */
export function productQuery(supplier: SupplierRef, productId: number) {
  return queryOptions({
    queryKey: catalogKeys.product(supplier.id, productId),
    queryFn: ({ signal }) => catalogApi.getProduct({ id: productId }, { signal, supplier }),
    select: (response) => response.product,
  });
}

/** The supplier's offers for a product (every option of it the supplier sells today). */
export function productOffersQuery(supplier: SupplierRef, productId: number) {
  return queryOptions({
    queryKey: catalogKeys.productOffers(supplier.id, productId),
    queryFn: ({ signal }) =>
      catalogApi.getProductOffers({ id: productId, ...supplierParam(supplier) }, { signal, supplier }),
    select: (response) => response.offers,
  });
}

/**
 * Offers of one sellable. Related items name a sellable, not its product, so the product page
 * resolves one of these only when the shopper opens a related item (no request per related item).
 */
export function sellableOffersQuery(supplier: SupplierRef, sellableId: number) {
  return queryOptions({
    queryKey: catalogKeys.sellableOffers(supplier.id, sellableId),
    queryFn: ({ signal }) =>
      catalogApi.getSellableOffers({ id: sellableId, ...supplierParam(supplier) }, { signal, supplier }),
  });
}
