import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierRef } from '#api/define.ts';
import type { Offer } from '#api/schemas/catalog.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { offerListQuery, type OfferListKind } from '../queries';
import { OfferCard } from './offer-card';
import { fromSeveralShops } from './offer-shop';
import { ItemGrid } from './item-grid';
import '../lists.css';

// A card is a square picture, two lines of name, the price and a button, plus the 12px gap.
const CARD_ROW = 360;

/**
 * Offers as a grid of cards; each names its shop when they come from several (price comparison).
 * Long lists are windowed. Memoised: typing in search does not re-render the results.
 */
export const OfferGrid = memo(function OfferGrid({
  offers,
  listName,
}: {
  offers: readonly Offer[];
  listName: string;
}) {
  const { t } = useTranslation();
  const showShop = fromSeveralShops(offers);
  return (
    <ItemGrid
      items={offers}
      className="offer-grid"
      label={t('category.offers')}
      estimateRow={CARD_ROW}
      getKey={(offer) => offer.id}
      renderItem={(offer) => <OfferCard offer={offer} listName={listName} showShop={showShop} />}
      placeholder={<OfferListSkeleton />}
    />
  );
});

/** Card-shaped placeholders while a list loads, announced once as 'Loading…'. */
export function OfferListSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="visually-hidden">
        {t('common.loading')}
      </p>
      <ul className="offer-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="offer-skeleton" />
        ))}
      </ul>
    </div>
  );
}

interface Props {
  query: UseQueryResult<Offer[]>;
  /** The spec's wording for an empty list ('No combos available, check again tomorrow' ...). */
  emptyText: string;
  listName: string;
}

/** A supplier offer list with its loading, error and empty states. */
export function OfferListScreen({ query, emptyText, listName }: Props) {
  if (!query.isSuccess) return <QueryStatus query={query} loading={<OfferListSkeleton />} />;
  if (query.data.length === 0) return <p>{emptyText}</p>;
  return <OfferGrid offers={query.data} listName={listName} />;
}

const EMPTY_TEXT = {
  promotions: 'lists.empty_promotions',
  stokvel: 'lists.empty_stokvel',
  combos: 'lists.empty_combos',
} as const;

/** A supplier's promotions, stokvel offers or combos, with the spec's empty wording for each. */
export function SupplierOfferList({ supplier, kind }: { supplier: SupplierRef; kind: OfferListKind }) {
  const { t } = useTranslation();
  const query = useQuery(offerListQuery(supplier, kind));
  return <OfferListScreen query={query} emptyText={t(EMPTY_TEXT[kind])} listName={kind} />;
}
