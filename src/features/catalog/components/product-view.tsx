import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SupplierRef } from '#api/define.ts';
import { isApiError, isNotFound } from '#api/errors.ts';
import type { Product } from '#api/schemas/catalog.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { track } from '#analytics/analytics.ts';
import { productOffersQuery, productQuery } from '../queries';
import { ComboItems } from './combo-items';
import { FavouriteButton } from './favourite-button';
import { ProductPicture } from './product-picture';
import { OfferList, OffersState, PriceState } from './offer-list';
import { filterChoices, filterOffers, NO_FILTERS, ProductFilters } from './product-filters';
import { RelatedItems } from './related-items';
import '../product.css';

/** Offers shown on the product page before 'See all offers' (a long list costs data and scrolling). */
export const PRODUCT_PAGE_OFFERS = 6;

/**
 * Filters (brand, option, find) only past this many offers: about as many as a phone shows on one
 * screen. Below it they took half the screen to choose between two offers.
 */
export const FILTER_FROM = 5;

interface Props {
  supplier: SupplierRef;
  productId: number;
}

/** The product page: header with its price state, filters, offers, combo contents, related items. */
export function ProductView({
  supplier,
  productId,
  relatedReady,
}: Props & {
  /** Whether the related items may ask for their offers yet: the route says, after the first page. */
  relatedReady: boolean;
}) {
  const { t } = useTranslation();
  const product = useQuery(productQuery(supplier, productId));
  const offers = useQuery(productOffersQuery(supplier, productId));
  const [filters, setFilters] = useState(NO_FILTERS);
  useProductPage(product, 'product');

  if (!product.isSuccess) return <ProductStatus query={product} />;
  const { data } = product;
  const all = offers.data ?? [];
  const filtered = filterOffers(all, filters);
  const filtering = Object.values(filters).some((value) => value !== '');
  const shown = filtering ? filtered : filtered.slice(0, PRODUCT_PAGE_OFFERS);

  return (
    <article className="product" aria-labelledby="product-title">
      <header className="product__header">
        <ProductPicture url={data.image_url} />
        <div className="product__title">
          <div className="product__name">
            <h1 id="product-title">{data.name}</h1>
            <FavouriteButton product={{ product_id: data.id, name: data.name, image_url: data.image_url }} />
          </div>
          {data.catalog_paths[0] && <p className="product-note">{data.catalog_paths[0]}</p>}
          {offers.isSuccess && <PriceState offers={all} />}
        </div>
      </header>
      <section className="product__offers" aria-labelledby="offers-title">
        <h2 id="offers-title">{t('product.offers')}</h2>
        <OffersState query={offers}>
          {all.length > FILTER_FROM && (
            <ProductFilters
              productName={data.name}
              choices={filterChoices(data, all)}
              value={filters}
              onChange={setFilters}
            />
          )}
          {filtered.length === 0 ? (
            <div className="product-empty">
              <p>{t('product.no_matches')}</p>
              <button type="button" className="button" onClick={() => setFilters(NO_FILTERS)}>
                {t('product.clear_filters')}
              </button>
            </div>
          ) : (
            <OfferList offers={shown} listName="product" />
          )}
          {shown.length < all.length && !filtering && (
            <Link to={`/product/${productId}/offers`}>{t('product.see_all', { count: all.length })}</Link>
          )}
        </OffersState>
      </section>
      <ComboItems sellables={data.sellables} />
      <RelatedItems supplier={supplier} sellables={data.sellables} ready={relatedReady} />
    </article>
  );
}

/** Every offer of a product, unfiltered (`/product/{id}/offers`). */
export function ProductOffersView({ supplier, productId }: Props) {
  const { t } = useTranslation();
  const product = useQuery(productQuery(supplier, productId));
  const offers = useQuery(productOffersQuery(supplier, productId));
  useProductPage(product, 'product_offers');

  if (!product.isSuccess) return <ProductStatus query={product} />;
  return (
    <section className="product" aria-labelledby="product-title">
      <h1 id="product-title">{t('product.offers_title', { name: product.data.name })}</h1>
      <p>
        <Link to={`/product/${productId}`}>{t('product.back_to_product', { name: product.data.name })}</Link>
      </p>
      <OffersState query={offers}>
        {offers.isSuccess && <PriceState offers={offers.data} />}
        <OfferList offers={offers.data ?? []} listName="product_offers" />
      </OffersState>
    </section>
  );
}

/** Loading, 404 (not found, link home) or any other failure (retry) of the product itself. */
function ProductStatus({ query }: { query: UseQueryResult<Product> }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="product__skeleton">
        <p role="status">{t('common.loading')}</p>
      </div>
    );
  }
  if (isNotFound(query.error)) {
    return (
      <section aria-labelledby="product-title">
        <h1 id="product-title">{t('product.not_found')}</h1>
        <p>{t('product.not_found_body')}</p>
        <Link to="/" className="button button--primary">
          {t('notfound.home')}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="product-title">
      <h1 id="product-title">{t('titles.product')}</h1>
      <QueryStatus query={query} />
    </section>
  );
}

/** The page names itself after the product and tracks its own page view (spec section 2). */
function useProductPage(query: UseQueryResult<Product>, pageType: 'product' | 'product_offers') {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = query.data?.name;
  const id = query.data?.id;
  const status = isApiError(query.error) ? query.error.status : null;
  const settled = !query.isPending;

  const shop = useDeploymentConfig().title;
  useEffect(() => {
    if (!name) return;
    const page = pageType === 'product' ? name : t('product.offers_title', { name });
    document.title = t('app.title_suffix', { page, shop });
  }, [name, pageType, shop, t]);

  useEffect(() => {
    if (!settled) return;
    track('page_view', {
      path: pathname,
      page_type: pageType,
      product_id: id ?? null,
      product_name: name ?? null,
      status,
    });
  }, [settled, pathname, pageType, id, name, status]);
}
