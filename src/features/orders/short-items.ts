import type { Order, OrderItem } from '#api/schemas/order.ts';

/** Items the shop could not fully pack and the shopper has not answered for yet. */
export function shortItems(order: Order): OrderItem[] {
  return order.order_items.filter(
    (item) => item.qty < item.qty_ordered && !item.removed && !item.accepted_limited_stock,
  );
}
