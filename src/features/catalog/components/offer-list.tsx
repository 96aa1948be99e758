import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '#api/schemas/catalog.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { formatDate } from '#lib/dates.ts';
import { useAppLocale } from '#lib/use-app-locale.ts';
import { formatMoney } from '#lib/money.ts';
import { formatQty, quantityRules } from '#lib/quantity.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { usePictureUrl } from '#stores/preferences-store.ts';
import { isOutOfStock, OfferBadges } from './offer-badges';
import { OfferAdd } from './quick-add-controls';
import { OfferPrice } from './offer-price';
import { fromSeveralShops, OfferShop } from './offer-shop';
import '../product.css';
import { Thumbnail } from '#components/ui/thumbnail.tsx';

interface Props {
  offers: readonly Offer[];
  /** Which screen lists them, for analytics. */
  listName: string;
}

/** A product's offers, one row each: price, labels, and Add, or the quantity already in the basket. */
export function OfferList({ offers, listName }: Props) {
  const showShop = fromSeveralShops(offers);
  return (
    <ul className="offer-list">
      {offers.map((offer) => (
        <OfferRow key={offer.id} offer={offer} listName={listName} showShop={showShop} />
      ))}
    </ul>
  );
}

interface RowProps {
  offer: Offer;
  listName: string;
  showShop: boolean;
}

function OfferRow({ offer, listName, showShop }: RowProps) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const { sellable } = offer;
  const image = usePictureUrl(sellable.image_url);

  return (
    <li className="offer-row">
      <Thumbnail src={image} size={64} className="offer-row__image" />
      <div className="offer-row__body">
        {/* Supplier text throughout, rendered as text. */}
        <h3 className="offer-row__name">
          {/* The spec's add-to-cart panel (valid until, total, stokvel savings, update / remove). */}
          <button
            type="button"
            className="link-button"
            onClick={() => useDialogsStore.getState().openAddToCart(offer)}
          >
            {offer.name}
          </button>
        </h3>
        <PackLine offer={offer} />
        {showShop && <OfferShop offer={offer} />}
        <OfferPrice offer={offer} />
        <OfferBadges offer={offer} />
        {offer.promo && offer.end_at && (
          <p className="product-note">
            {t('offer.promotion_until', { date: formatDate(offer.end_at, locale) })}
          </p>
        )}
      </div>
      <OfferAdd offer={offer} listName={listName} />
    </li>
  );
}

/**
 * What one buys. A weighed item's measurement ('1 kg') is the unit its price is per, not a pack, so
 * it reads 'Sold by weight, from 0.100 kg' instead: the amount the panel starts at.
 */
function PackLine({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const rules = quantityRules(offer);
  if (rules.perKg)
    return <p className="product-note">{t('offer.by_weight', { min: formatQty(rules.min, rules) })}</p>;
  return offer.sellable.measurement ? <p className="product-note">{offer.sellable.measurement}</p> : null;
}

/**
 * From-price when offers differ, with the unit the cheapest is priced per ('From R 308.99 / kg');
 * 'Out of stock' when none can be bought.
 */
export function PriceState({ offers }: { offers: readonly Offer[] }) {
  const { t } = useTranslation();
  const inStock = offers.filter((offer) => !isOutOfStock(offer));
  if (offers.length > 0 && inStock.length === 0)
    return <p className="product__state">{t('offer.out_of_stock')}</p>;
  if (new Set(inStock.map((offer) => offer.price_in_cents)).size < 2) return null;
  const cheapest = inStock.reduce((a, b) => (b.price_in_cents < a.price_in_cents ? b : a));
  const rules = quantityRules(cheapest);
  const price = formatMoney(cheapest.price_in_cents);
  return (
    <p className="product__from">
      {rules.perKg
        ? t('product.from_price_unit', { price, unit: rules.symbol })
        : t('product.from_price', { price })}
    </p>
  );
}

/** Loading, failed and 'No offers today' states around a product's offers. */
export function OffersState({ query, children }: { query: UseQueryResult<Offer[]>; children: ReactNode }) {
  const { t } = useTranslation();
  if (!query.isSuccess) return <QueryStatus query={query} />;
  if (query.data.length === 0) return <p className="product-empty">{t('product.no_offers')}</p>;
  return <>{children}</>;
}
