import type { SupplierRef } from '#api/define.ts';
import { ordersApi } from '#api/operations/orders.ts';
import type { Offer } from '#api/schemas/catalog.ts';
import type { Order } from '#api/schemas/order.ts';
import { useCartStore } from '#domain/basket/cart-store.ts';

export interface Reorder {
  /** Items put in the basket, at today's price. */
  added: number;
  /** Names of the order's items the shop no longer offers (gone, or out of stock today). */
  gone: string[];
  /** Names of items whose price is not what the order paid. */
  repriced: string[];
}

const stillOffered = (offer: Offer) => offer.published && offer.out_of_stock_at === null;

/**
 * Puts an order's items back in the basket as the shop offers them today (spec section 4: reorder
 * fills the cart). The shop must already be the chosen one, and the basket hold nothing of another
 * shop's: the caller asks the shopper first. Quantities add to what the basket already holds.
 */
export async function reorder(order: Order, supplier: SupplierRef): Promise<Reorder> {
  const items = order.order_items.filter((item) => !item.removed && item.qty > 0);
  const { offers } = await ordersApi.getOffers(
    { order_id: order.id, offer_ids: items.map((item) => item.offer_id) },
    { supplier },
  );
  const today = new Map(offers.map((offer) => [offer.id, offer]));
  const result: Reorder = { added: 0, gone: [], repriced: [] };
  const cart = useCartStore.getState();
  for (const item of items) {
    const offer = today.get(item.offer_id);
    if (!offer || !stillOffered(offer)) {
      result.gone.push(item.name);
      continue;
    }
    if (offer.price_in_cents !== item.unit_price_in_cents) result.repriced.push(item.name);
    const inBasket = useCartStore.getState().items.find((line) => line.offer_id === offer.id)?.qty ?? 0;
    // Ordered quantities, not packed ones: the shopper wants again what they asked for.
    cart.setQty(offer, inBasket + item.qty_ordered);
    result.added += 1;
  }
  return result;
}
