import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '#api/schemas/catalog.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { centsToAmount, track } from '#analytics/analytics.ts';
import { formatDate } from '#lib/dates.ts';
import { useAppLocale } from '#lib/use-app-locale.ts';
import { formatMoney } from '#lib/money.ts';
import { formatQty, quantityRules } from '#lib/quantity.ts';
import { useCartStore } from '#domain/basket/cart-store.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { usePictureUrl } from '#stores/preferences-store.ts';
import { isOutOfStock, OfferBadges } from './offer-badges';
import { OfferPrice } from './offer-price';
import { fromSeveralShops, OfferShop } from './offer-shop';
import '../product.css';
import { Thumbnail } from '#components/ui/thumbnail.tsx';

interface Props {
  offers: readonly Offer[];
  /** Which screen lists them, for analytics. */
  listName: string;
}

/** A product's offers, one row each: price, labels, what is already in the basket, and Add / Change. */
export function OfferList({ offers, listName }: Props) {
  const items = useCartStore((state) => state.items);
  const inBasket = new Map(items.map((item) => [item.offer_id, item.qty]));
  const showShop = fromSeveralShops(offers);
  return (
    <ul className="offer-list">
      {offers.map((offer) => (
        <OfferRow
          key={offer.id}
          offer={offer}
          qty={inBasket.get(offer.id)}
          listName={listName}
          showShop={showShop}
        />
      ))}
    </ul>
  );
}

interface RowProps {
  offer: Offer;
  qty: number | undefined;
  listName: string;
  showShop: boolean;
}

function OfferRow({ offer, qty, listName, showShop }: RowProps) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const { sellable } = offer;
  const gone = isOutOfStock(offer);
  const image = usePictureUrl(sellable.image_url);

  const open = () => {
    track('select_item', {
      item_list_name: listName,
      items: [
        { item_id: String(offer.id), item_name: offer.name, price: centsToAmount(offer.price_in_cents) },
      ],
    });
    useDialogsStore.getState().openAddToCart(offer);
  };

  return (
    <li className="offer-row">
      <Thumbnail src={image} size={64} className="offer-row__image" />
      <div className="offer-row__body">
        {/* Supplier text throughout, rendered as text. */}
        <h3 className="offer-row__name">{offer.name}</h3>
        {sellable.measurement && <p className="product-note">{sellable.measurement}</p>}
        {showShop && <OfferShop offer={offer} />}
        <OfferPrice offer={offer} />
        <OfferBadges offer={offer} />
        {offer.promo && offer.end_at && (
          <p className="product-note">
            {t('offer.promotion_until', { date: formatDate(offer.end_at, locale) })}
          </p>
        )}
        {qty !== undefined && (
          <p className="offer-row__in-basket">
            {t('offer.in_basket', { qty: formatQty(qty, quantityRules(offer)) })}
          </p>
        )}
      </div>
      {/* An out-of-stock offer already in the basket still opens, so it can be removed. */}
      <button
        type="button"
        className={qty === undefined ? 'button button--primary' : 'button'}
        disabled={gone && qty === undefined}
        onClick={open}
      >
        {t(qty === undefined ? 'product.add' : 'product.change')}{' '}
        <span className="visually-hidden">{offer.name}</span>
      </button>
    </li>
  );
}

/** From-price when offers differ, 'Out of stock' when none can be bought. */
export function PriceState({ offers }: { offers: readonly Offer[] }) {
  const { t } = useTranslation();
  const inStock = offers.filter((offer) => !isOutOfStock(offer));
  if (offers.length > 0 && inStock.length === 0)
    return <p className="product__state">{t('offer.out_of_stock')}</p>;
  const prices = new Set(inStock.map((offer) => offer.price_in_cents));
  if (prices.size < 2) return null;
  const lowest = formatMoney(Math.min(...prices));
  return <p className="product__from">{t('product.from_price', { price: lowest })}</p>;
}

/** Loading, failed and 'No offers today' states around a product's offers. */
export function OffersState({ query, children }: { query: UseQueryResult<Offer[]>; children: ReactNode }) {
  const { t } = useTranslation();
  if (!query.isSuccess) return <QueryStatus query={query} />;
  if (query.data.length === 0) return <p className="product-empty">{t('product.no_offers')}</p>;
  return <>{children}</>;
}
