import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Offer } from '#api/schemas/catalog.ts';
import { safeUrl } from '#lib/safe-url.ts';
import { usePictureUrl } from '#stores/preferences-store.ts';
import { OfferBadges } from './offer-badges';
import { OfferAdd } from './quick-add-controls';
import { OfferPrice } from './offer-price';
import { OfferShop } from './offer-shop';
import '../lists.css';

interface Props {
  offer: Offer;
  /** Which list the card is in, for analytics (`search`, `promotions` ...). */
  listName: string;
  /** Name the shop: the list mixes several (market mode's price comparison). */
  showShop?: boolean;
}

// Half the content width on a phone, a quarter on wider screens: the browser picks the 300 or 600
// image for the screen's density, so cheap phones never download the large one for nothing.
const SIZES = '(min-width: 720px) 170px, 46vw';

/** One offer in a list: image, name (opens the product), price, labels and one-tap Add. */
export function OfferCard({ offer, listName, showShop = false }: Props) {
  const { t } = useTranslation();
  const { sellable } = offer;
  const image = usePictureUrl(sellable.image_url);
  const large = safeUrl(sellable.image_lg_url);
  return (
    <li className="offer-card">
      {image ? (
        <img
          className="offer-card__image"
          src={image}
          srcSet={large ? `${image} 300w, ${large} 600w` : undefined}
          sizes={large ? SIZES : undefined}
          width={300}
          height={300}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="offer-card__image" aria-hidden="true" />
      )}
      <h2 className="offer-card__name">
        {/* Supplier text, rendered as text: never HTML. */}
        <Link to={`/product/${sellable.product_id}`}>{offer.name}</Link>
      </h2>
      {showShop && <OfferShop offer={offer} />}
      <OfferPrice offer={offer} />
      <OfferBadges offer={offer} />
      {sellable.combo_items.length > 0 && (
        <ul className="offer-card__combo" aria-label={t('lists.combo_contents')}>
          {sellable.combo_items.map((item) => (
            <li key={item.name}>{t('lists.combo_item', { qty: item.combo_qty, name: item.name })}</li>
          ))}
        </ul>
      )}
      <OfferAdd offer={offer} listName={listName} />
    </li>
  );
}
