import { currencyIso } from '#lib/money.ts';
import { centsToAmount, track } from './analytics';
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
    value: centsToAmount(lineTotalCents(offer.price_in_cents, qty, rate)),
    items: [
      {
        item_id: String(offer.id),
        item_name: offer.name,
        price: centsToAmount(offer.price_in_cents),
        quantity: qty,
      },
    ],
  });
}
