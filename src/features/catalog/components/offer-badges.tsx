import { useTranslation } from 'react-i18next';
import type { Offer } from '#api/schemas/catalog.ts';

/** Whether an offer cannot be bought now (out_of_stock_at set and not in the future). */
export function isOutOfStock(offer: Offer, now: Date = new Date()): boolean {
  return offer.out_of_stock_at !== null && new Date(offer.out_of_stock_at).getTime() <= now.getTime();
}

/** The offer's state labels: special, stokvel, out of stock and the supplier's low-stock label. */
export function OfferBadges({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const badges: { key: string; text: string; tone: 'promo' | 'stokvel' | 'warning' | 'muted' }[] = [];
  if (offer.promo) badges.push({ key: 'promo', text: t('offer.special'), tone: 'promo' });
  if (offer.stokvel) badges.push({ key: 'stokvel', text: t('offer.stokvel'), tone: 'stokvel' });
  if (isOutOfStock(offer)) badges.push({ key: 'oos', text: t('offer.out_of_stock'), tone: 'muted' });
  // Supplier text, shown as text: never HTML.
  else if (offer.low_stock_label)
    badges.push({ key: 'low', text: offer.low_stock_string ?? offer.low_stock_label, tone: 'warning' });
  if (badges.length === 0) return null;
  return (
    <ul className="badges" aria-label={t('offer.labels')}>
      {badges.map((badge) => (
        <li key={badge.key} className={`badge badge--${badge.tone}`}>
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
