import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { SupplierRef } from '#api/define.ts';
import {
  categoryQuery,
  homeQueries,
  offerListQuery,
  productOffersQuery,
  productQuery,
  type OfferListKind,
} from '#features/catalog/queries.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { catalogueShop } from './catalogue-shop';

type Start = (queryClient: QueryClient, supplier: SupplierRef, params: Params) => void;

/** A route id the screen would accept (the screens show 'not found' for the rest, unasked). */
function routeId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A loader that starts a catalogue screen's queries for the chosen shop and returns at once. The
 * navigation never waits for data, and the data no longer waits for the screen's code to download
 * and render: a deep link asks for its product while the product chunk is still on its way.
 */
function prefetching(queryClient: QueryClient, start: Start) {
  return ({ params }: LoaderFunctionArgs): null => {
    const supplier = catalogueShop(useSuppliersStore.getState().selected);
    if (supplier) start(queryClient, supplier, params);
    return null;
  };
}

/** The catalogue routes' loaders; the queries are the screens' own factories, so keys match. */
export function catalogueLoaders(queryClient: QueryClient) {
  const offerList = (kind: OfferListKind) =>
    prefetching(queryClient, (client, shop) => void client.prefetchQuery(offerListQuery(shop, kind)));
  return {
    home: prefetching(queryClient, (client, shop) => {
      const home = homeQueries(shop);
      void client.prefetchQuery(home.categories);
      void client.prefetchQuery(home.banners);
      if (home.leaflets.enabled) void client.prefetchQuery(home.leaflets);
    }),
    category: prefetching(queryClient, (client, shop, params) => {
      const id = routeId(params.id);
      if (id !== null) void client.prefetchQuery(categoryQuery(shop, id));
    }),
    product: prefetching(queryClient, (client, shop, params) => {
      const id = routeId(params.id);
      if (id === null) return;
      void client.prefetchQuery(productQuery(shop, id));
      void client.prefetchQuery(productOffersQuery(shop, id));
    }),
    promotions: offerList('promotions'),
    stokvel: offerList('stokvel'),
    combos: offerList('combos'),
  };
}
