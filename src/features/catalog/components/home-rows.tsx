import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETPLACE, type SupplierRef } from '#api/define.ts';
import type { Offer } from '#api/schemas/catalog.ts';
import type { BuyAgainItem } from '#domain/orders/buy-again.ts';
import { useDataLight } from '#stores/preferences-store.ts';
import { offerListQuery } from '../queries';
import { OfferTile } from './offer-tile';
import { ProductAdd } from './quick-add-controls';
import { Tile } from './tile';

/** Offers in the home's Specials row; the rest are a tap away on the promotions screen. */
export const SPECIALS_SHOWN = 12;

// The rows arrive after the first page, below the fold, a dozen tiles at a time: their tiles are
// rendered at transition priority (useDeferredValue), in slices the main thread can break off
// for a tap, not in one long task on a slow phone.
const NO_OFFERS: readonly Offer[] = [];
const NO_ITEMS: readonly BuyAgainItem[] = [];

/** A titled row of tiles that scrolls sideways, with a link to all of them where there is a list. */
function ProductRow({ title, more, children }: { title: string; more?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="product-row" aria-labelledby={id}>
      <div className="product-row__head">
        <h2 id={id}>{title}</h2>
        {more}
      </div>
      <ul className="tile-strip" aria-labelledby={id}>
        {children}
      </ul>
    </section>
  );
}

/**
 * 'Specials' from the promotions the supplier already serves. Decoration: failing, loading or
 * empty, the row is not there (the Promotions entry above still leads to the list and its errors).
 */
export function SpecialsRow({ supplier }: { supplier: SupplierRef }) {
  const { t } = useTranslation();
  // The supplier answers with every promotion at once (the endpoint has no paging: 69 KB of JSON
  // for the demo shop, uncompressed), to show twelve: with the data saver on, the row is left out,
  // as the banner strip is, and the Promotions entry is a tap away.
  const light = useDataLight();
  // Price comparison has no promotions of its own: the supplier serves them per shop only.
  const specials = useQuery({
    ...offerListQuery(supplier, 'promotions'),
    retry: false,
    enabled: supplier.id !== MARKETPLACE.id && !light,
  });
  const offers = useDeferredValue((!light && specials.data) || NO_OFFERS, NO_OFFERS);
  if (offers.length === 0) return null;
  return (
    <ProductRow title={t('home_rows.specials')} more={<Link to="/promotions">{t('home_rows.see_all')}</Link>}>
      {offers.slice(0, SPECIALS_SHOWN).map((offer) => (
        <OfferTile key={offer.id} offer={offer} listName="home_specials" />
      ))}
    </ProductRow>
  );
}

/** 'Buy again': what the shopper bought before, most often first, each with one-tap Add. */
export function BuyAgainRow({ supplier, items }: { supplier: SupplierRef; items: readonly BuyAgainItem[] }) {
  const { t } = useTranslation();
  const shown = useDeferredValue(items, NO_ITEMS);
  if (shown.length === 0) return null;
  return (
    <ProductRow title={t('home_rows.buy_again')}>
      {shown.map((item) => (
        <Tile
          key={item.product_id}
          to={`/product/${item.product_id}`}
          name={item.name}
          image={item.image_url}
        >
          <ProductAdd
            supplier={supplier}
            productId={item.product_id}
            name={item.name}
            preferredOffer={item.offer_id}
          />
        </Tile>
      ))}
    </ProductRow>
  );
}
