import { currencyIso } from '#lib/money.ts';
import { track } from './analytics';
import { lineTotalCents, quantityRules, type QuantityOffer } from '#lib/quantity.ts';

interface TrackedOffer extends QuantityOffer {
  id: number;
  name: string;
  price_in_cents: number;
}

/** Records `qty` more of an offer going into the basket or an order (analytics add_to_cart). */
export function trackAddToCart(offer: TrackedOffer, qty: number): void {
  const rate = quantityRules(offer).rate;
  track('add_to_cart', {
    currency: currencyIso(),
    value: lineTotalCents(offer.price_in_cents, qty, rate) / 100,
    items: [
      { item_id: String(offer.id), item_name: offer.name, price: offer.price_in_cents / 100, quantity: qty },
    ],
  });
}
