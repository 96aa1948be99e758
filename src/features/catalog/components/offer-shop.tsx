import { useTranslation } from 'react-i18next';
import type { Offer } from '#api/schemas/catalog.ts';
import '../lists.css';

/** Whether a list mixes shops' offers (market mode's price comparison), so each must name its shop. */
export function fromSeveralShops(offers: readonly Offer[]): boolean {
  return new Set(offers.map((offer) => offer.supplier.id)).size > 1;
}

/** The shop an offer is sold at. */
export function OfferShop({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  // Supplier text, rendered as text.
  return <p className="offer-shop">{t('offer.at_shop', { shop: offer.supplier.name })}</p>;
}
