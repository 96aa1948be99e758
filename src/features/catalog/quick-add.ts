import type { TFunction } from 'i18next';
import type { Offer } from '#api/schemas/catalog.ts';
import { trackAddToCart } from '#analytics/track-add-to-cart.ts';
import { putInBasket } from '#domain/basket/put-in-basket.ts';
import { useCartStore } from '#domain/basket/cart-store.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { quantityRules } from '#lib/quantity.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { isOutOfStock } from './components/offer-badges';

/**
 * Whether one tap may put an offer in the basket without the amount panel: a counted item, while
 * no order is being edited (adding to an order is the panel's, with its refusals). A weighed item
 * needs an amount, so it opens the panel, as the product page always did.
 */
export function addsAtOnce(offer: Offer): boolean {
  return !quantityRules(offer).perKg && useOrdersStore.getState().editing === null;
}

/**
 * The one-tap add (issue 39): a counted offer goes in at its minimum with the usual toast; anything
 * else opens the add-to-basket panel. Resolves false when nothing was added (declined, or panel).
 */
export async function quickAdd(offer: Offer, t: TFunction): Promise<boolean> {
  if (!addsAtOnce(offer)) {
    useDialogsStore.getState().openAddToCart(offer);
    return false;
  }
  const { min } = quantityRules(offer);
  if (!(await putInBasket(offer, min, t('add_to_cart.replace_basket')))) return false;
  trackAddToCart(offer, min);
  pushAlert({ kind: 'success', message: t('add_to_cart.added', { name: offer.name }) });
  return true;
}

/** What a product tile's Add does with the product's offers (fetched on the tap). */
export type ProductAddPlan =
  { kind: 'none' } | { kind: 'one'; offer: Offer } | { kind: 'choose'; offers: readonly Offer[] };

/**
 * One offer in stock is added (or its panel opened); several are offered to choose from; none in
 * stock says so. `preferred` (the offer bought last time) is added when it is still in stock. An
 * out-of-stock offer is never put in the basket by one tap.
 */
export function planProductAdd(offers: readonly Offer[], preferred?: number): ProductAddPlan {
  const inStock = offers.filter((offer) => !isOutOfStock(offer));
  const again = inStock.find((offer) => offer.id === preferred);
  if (again) return { kind: 'one', offer: again };
  const [only] = inStock;
  if (!only) return { kind: 'none' };
  if (inStock.length === 1) return { kind: 'one', offer: only };
  return { kind: 'choose', offers: inStock };
}

/** Takes a line out of the basket from a tile's stepper, with the toast the panel's Remove shows. */
export function removeFromBasket(offerId: number, name: string, t: TFunction): void {
  useCartStore.getState().remove(offerId);
  pushAlert({ kind: 'success', message: t('add_to_cart.removed', { name }) });
}
