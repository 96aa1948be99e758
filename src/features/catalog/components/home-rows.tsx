import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETPLACE, type SupplierRef } from '#api/define.ts';
import type { BuyAgainItem } from '#domain/orders/buy-again.ts';
import { offerListQuery } from '../queries';
import { OfferTile } from './offer-tile';
import { ProductAdd } from './quick-add-controls';
import { Tile } from './tile';

/** Offers in the home's Specials row; the rest are a tap away on the promotions screen. */
export const SPECIALS_SHOWN = 12;

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
  // Price comparison has no promotions of its own: the supplier serves them per shop only.
  const specials = useQuery({
    ...offerListQuery(supplier, 'promotions'),
    retry: false,
    enabled: supplier.id !== MARKETPLACE.id,
  });
  const offers = specials.data ?? [];
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
  if (items.length === 0) return null;
  return (
    <ProductRow title={t('home_rows.buy_again')}>
      {items.map((item) => (
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
