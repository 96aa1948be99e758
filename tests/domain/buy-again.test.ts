import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/schemas/order';
import { buyAgainItems } from '../../src/domain/orders/buy-again';

// Only what the rule reads; the rest of an order does not change what is bought again.
const line = (productId: number | null, offerId: number, removed = false) => ({
  offer_id: offerId,
  name: `Product ${productId ?? 'none'}`,
  image_url: null,
  removed,
  sellable: productId === null ? null : { product_id: productId },
});
const order = (items: ReturnType<typeof line>[], status = 'collected', shipping: string | null = null) =>
  ({ status, shipping_status: shipping, supplier_id: 14, order_items: items }) as unknown as Order;

describe('buyAgainItems', () => {
  it('lists products most often bought first, the newest order first among equals', () => {
    const items = buyAgainItems([
      order([line(1, 11), line(2, 21)]),
      order([line(2, 22), line(3, 31)]),
      order([line(3, 31), line(2, 22)]),
    ]);
    expect(items.map((item) => [item.product_id, item.orders])).toEqual([
      [2, 3],
      [3, 2],
      [1, 1],
    ]);
    // The offer of the newest order it was in is the one added again.
    expect(items[0]?.offer_id).toBe(21);
  });

  it('leaves out cancelled and abandoned orders, removed lines and lines without a product', () => {
    const items = buyAgainItems([
      order([line(1, 11)], 'cancelled'),
      order([line(2, 21)], 'abandoned'),
      order([line(3, 31)], 'accepted', 'cancelled'),
      order([line(4, 41, true), line(null, 51), line(5, 61)]),
    ]);
    expect(items.map((item) => item.product_id)).toEqual([5]);
  });

  it('counts a product once per order, and keeps to the limit', () => {
    const items = buyAgainItems([order([line(1, 11), line(1, 12), line(2, 21), line(3, 31)])], 2);
    expect(items.map((item) => [item.product_id, item.orders])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(buyAgainItems([])).toEqual([]);
  });
});
