import type { Order } from '#api/schemas/order.ts';

/** A product the shopper has bought before, for the home's 'Buy again' row. */
export interface BuyAgainItem {
  product_id: number;
  /** The offer last bought: added again when the shop still sells it. */
  offer_id: number;
  name: string;
  image_url: string | null;
  /** In how many of the orders looked at it appears. */
  orders: number;
}

const bought = (order: Order) =>
  order.status !== 'cancelled' && order.status !== 'abandoned' && order.shipping_status !== 'cancelled';

/** The row's length: a phone shows two and a half tiles, a thumb scrolls a few screens at most. */
export const BUY_AGAIN_SHOWN = 12;

/**
 * The products of a shopper's orders, most often bought first (the newest order first among
 * equals: `orders` come newest first, as the history serves them). From every shop: the branches
 * of an agency, and the shops of a market, share one catalogue of products, and Add asks the shop
 * being browsed for its own offers of each. Cancelled orders and lines taken off an order were not
 * bought; a line without its sellable names no product to add.
 */
export function buyAgainItems(orders: readonly Order[], limit = BUY_AGAIN_SHOWN): BuyAgainItem[] {
  const byProduct = new Map<number, BuyAgainItem>();
  for (const order of orders) {
    if (!bought(order)) continue;
    const seen = new Set<number>();
    for (const item of order.order_items) {
      const productId = item.sellable?.product_id;
      if (item.removed || productId === undefined || seen.has(productId)) continue;
      seen.add(productId);
      const known = byProduct.get(productId);
      if (known) known.orders += 1;
      else
        byProduct.set(productId, {
          product_id: productId,
          offer_id: item.offer_id,
          name: item.name,
          image_url: item.image_url,
          orders: 1,
        });
    }
  }
  // Stable sort: among equals, the order of first appearance (the newest order's) stays.
  return [...byProduct.values()].sort((a, b) => b.orders - a.orders).slice(0, limit);
}
