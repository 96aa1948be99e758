import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { supplierParam, type SupplierRef } from '../../api/define';
import { catalogScreensApi } from '../../api/operations/catalog-screens';
import * as catalogKeys from '../../api/keys/catalog';

// The catalogue screens' queries, apart from the home's (queries.ts) so the home's bundle does not
// carry the product and offer schemas. Keys start with the supplier id, as in queries.ts, and a
// supplier-host call goes to the supplier its key names.

/** Offers of one search page; small pages keep each response light on paid mobile data. */
export const SEARCH_PAGE_SIZE = 20;

/** Offer search at a supplier, page by page (`pagination.next_page` says whether there is more). */
export function searchOffersQuery(supplier: SupplierRef, query: string) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.search(supplier.id, query),
    queryFn: ({ pageParam, signal }) =>
      catalogScreensApi.searchOffers(
        { query, ...supplierParam(supplier), page: pageParam, per_page: SEARCH_PAGE_SIZE },
        { signal, supplier },
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
  promotions: catalogScreensApi.getActivePromotions,
  stokvel: catalogScreensApi.getActiveStokvel,
  combos: catalogScreensApi.getCombos,
} as const;

/** One of a supplier's offer lists: active promotions, active stokvel offers or combos. */
export function offerListQuery(supplier: SupplierRef, kind: OfferListKind) {
  return queryOptions({
    queryKey: catalogKeys.offerList(supplier.id, kind),
    queryFn: ({ signal }) => OFFER_LISTS[kind]({ id: supplier.id }, { signal, supplier }),
    select: (response) => response.offers,
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
    queryKey: catalogKeys.leafletsNearby(supplierId, position.lat, position.lon, radius),
    queryFn: ({ signal }) => catalogScreensApi.getLeaflets({ ...position, radius }, { signal }),
    select: (response) => response.leaflets,
  });
}

/** Agencies and their stores (v2). Not tied to a supplier, hence null in the supplier slot. */
export function agenciesQuery() {
  return queryOptions({
    queryKey: catalogKeys.agencies(),
    queryFn: ({ signal }) => catalogScreensApi.getAgencies({}, { signal }),
    select: (response) => response.agencies,
  });
}

/** One category with its sub-categories and products. */
export function categoryQuery(supplier: SupplierRef, id: number) {
  return queryOptions({
    queryKey: catalogKeys.category(supplier.id, id),
    queryFn: ({ signal }) =>
      catalogScreensApi.getCategory({ id, ...supplierParam(supplier) }, { signal, supplier }),
    select: (response) => response.category,
  });
}

/** One product with its brands, units, packs and sellables. */
export function productQuery(supplier: SupplierRef, productId: number) {
  return queryOptions({
    queryKey: catalogKeys.product(supplier.id, productId),
    queryFn: ({ signal }) => catalogScreensApi.getProduct({ id: productId }, { signal, supplier }),
    select: (response) => response.product,
  });
}

/** The supplier's offers for a product (every option of it the supplier sells today). */
export function productOffersQuery(supplier: SupplierRef, productId: number) {
  return queryOptions({
    queryKey: catalogKeys.productOffers(supplier.id, productId),
    queryFn: ({ signal }) =>
      catalogScreensApi.getProductOffers({ id: productId, ...supplierParam(supplier) }, { signal, supplier }),
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
      catalogScreensApi.getSellableOffers(
        { id: sellableId, ...supplierParam(supplier) },
        { signal, supplier },
      ),
  });
}
