import type { SeedOffer } from './seed/types.ts';
import type { StoredOrder, StoredOrderItem } from './store-types.ts';

// The demo shoppers' past orders (history.ts, history-large.ts) are built the same way.

/** An order line for `qty` of `offer` at its price of the day; packed at `packedAt`, or not yet (null). */
export function orderItem(
  id: number,
  offer: SeedOffer,
  qty: number,
  packedAt: number | null,
): StoredOrderItem {
  return {
    id,
    offer_id: offer.id,
    sellable_id: offer.sellable_id,
    name: offer.name,
    qty,
    qty_ordered: qty,
    unit_price_in_cents: offer.price_in_cents,
    base_price_in_cents: offer.base_price_in_cents,
    price_changed: false,
    short: false,
    accepted_limited_stock: false,
    removed: false,
    packed_at: packedAt === null ? null : new Date(packedAt).toISOString(),
  };
}

interface PastOrder {
  id: number;
  accountId: number;
  supplierId: number;
  created: string;
  dispatch: 'collect' | 'deliver';
  address: StoredOrder['shipping_address'];
  shippingInCents: number;
  paidInCents: number;
  items: StoredOrderItem[];
  review: StoredOrder['review'];
}

/**
 * A past order, collected or delivered: delivered ones were paid online up front, collected ones
 * in cash at the counter.
 */
export function pastOrder(o: PastOrder): StoredOrder {
  const deliver = o.dispatch === 'deliver';
  return {
    id: o.id,
    reference: `ORD-${String(o.id).padStart(6, '0')}`,
    account_id: o.accountId,
    supplier_id: o.supplierId,
    created_at: o.created,
    provider: deliver ? 'GATEWAY' : 'CASH',
    dispatch: o.dispatch,
    shipping_provider: deliver ? 'PICUP' : null,
    shipping_address: deliver && o.address ? { ...o.address } : null,
    collection_date: o.created.slice(0, 10),
    shipping_price_in_cents: o.shippingInCents,
    discount_code: null,
    discount_in_cents: 0,
    credit_in_cents: 0,
    requires_bags: false,
    bag_qty: 0,
    bag_price_in_cents: 90,
    stokvel: false,
    is_demo: false,
    items: o.items,
    paid_in_cents: o.paidInCents,
    paid_at: deliver ? o.created : null,
    offline_payment_at: null,
    cancelled_at: null,
    stock_resolved_at: null,
    review: o.review,
    events: [],
  };
}
