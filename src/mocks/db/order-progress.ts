import { lineTotalCents } from '#lib/quantity.ts';
import type { PaymentStatus, ShippingStatus } from '#api/schemas/order.ts';
import type { StoredEvent, StoredOrder, StoredTransaction } from './store-types.ts';

// Order progress is computed from timestamps when an order is read; no timers run, so the same
// rules work in a service worker that sleeps, in vitest (advance the clock) and on the mock server.
//
// Timeline, measured from the moment the order is "accepted":
//   - online providers (GATEWAY, CARD, WALLET, WALLET_2, OFFLINE_EFT): accepted when paid;
//   - pay on collection/delivery (CASH, WALLET_ON_DELIVERY): accepted when placed, paid on hand-over;
//   - DEBTORCARD (and orders fully covered by credit): paid and accepted when placed.
//   +0    pending              (order accepted)
//   +1min preparing
//   +3min ready_for_delivery | ready_for_collection (every line packed, unless a packer marked it earlier)
//   +6min out_for_delivery     (delivery only)
//   +10min delivered | collected
// Before acceptance: status pending_payment. Delivery orders then have shipping_status null until a
// payment is attempted (no courier booked yet), payment_processing while a transaction is open and
// pending_payment after a failed attempt. An unpaid online order is abandoned after 60 minutes.
// A stock-short order holds at stock_short until every short item is accepted or removed, and its
// timeline restarts from that moment. Collection orders always have shipping_status null (spec 4);
// their `status` carries the same steps.

const MIN = 60_000;
export const TIMELINE_MS = {
  preparing: 1 * MIN,
  ready: 3 * MIN,
  out: 6 * MIN,
  done: 10 * MIN,
  abandon: 60 * MIN,
};

export type PaymentKind = 'online' | 'on_completion' | 'immediate';

/** How a provider pays: before packing (online), at hand-over, or at once from an account. */
export function paymentKind(provider: string): PaymentKind {
  const p = provider.toUpperCase();
  if (p === 'DEBTORCARD' || p === 'CREDIT') return 'immediate';
  if (p === 'CASH' || p === 'WALLET_ON_DELIVERY') return 'on_completion';
  return 'online';
}

export interface OrderTotals {
  subtotal: number;
  bags: number;
  total: number;
}

export function orderTotals(order: StoredOrder): OrderTotals {
  const subtotal = order.items.reduce(
    (sum, item) => sum + (item.removed ? 0 : lineTotalCents(item.unit_price_in_cents, item.qty)),
    0,
  );
  const bags = order.requires_bags ? order.bag_qty * order.bag_price_in_cents : 0;
  const discount = Math.min(order.discount_in_cents, subtotal);
  const total = Math.max(
    0,
    subtotal - discount + order.shipping_price_in_cents + bags - order.credit_in_cents,
  );
  return { subtotal, bags, total };
}

function paymentStatusOf(price: number, paid: number): PaymentStatus {
  if (paid <= 0 && price > 0) return 'pending_payment';
  if (paid < price) return 'underpaid';
  return paid > price ? 'overpaid' : 'paid';
}

export interface OrderMoney {
  /** What the supplier holds for the order: what it received less what it gave back. */
  held: number;
  /** What the shopper still has to pay. */
  balance: number;
  /** What the supplier owes back. */
  refund_due: number;
  payment_status: PaymentStatus;
}

/**
 * The order's money as of now. A cancelled order costs nothing, so everything held for it is owed
 * back; one with nothing to give back keeps the payment status it had.
 */
export function orderMoney(order: StoredOrder, completed: boolean): OrderMoney {
  const { total } = orderTotals(order);
  // Pay on hand-over: handing the order over is being paid (cash at the door).
  const handedOver = paymentKind(order.provider) === 'on_completion' && completed;
  const received = handedOver ? Math.max(total, order.paid_in_cents) : order.paid_in_cents;
  const held = received - (order.refunded_in_cents ?? 0);
  const price = order.cancelled_at ? 0 : total;
  return {
    held,
    balance: Math.max(0, price - held),
    refund_due: Math.max(0, held - price),
    payment_status:
      order.cancelled_at && held <= 0 ? paymentStatusOf(total, received) : paymentStatusOf(price, held),
  };
}

export function hasOpenShortage(order: StoredOrder): boolean {
  return order.items.some((i) => i.short && !i.accepted_limited_stock && !i.removed);
}

export interface Progress {
  status: string;
  shipping_status: ShippingStatus | null;
  payment_status: PaymentStatus;
  /** Accepted and not yet ready: items may still be changed and the order cancelled. */
  modifiable: boolean;
  completed: boolean;
  /** When the order was packed: its 'ready' step (null before it). */
  packed_at: string | null;
  events: StoredEvent[];
}

const at = (ms: number) => new Date(ms).toISOString();

/** Where an order stands at `now`; pure, so tests can check any instant. */
export function orderProgress(
  order: StoredOrder,
  transactions: readonly StoredTransaction[],
  now: Date,
): Progress {
  const t = now.getTime();
  const delivery = order.dispatch === 'deliver';
  const kind = paymentKind(order.provider);
  const events: StoredEvent[] = [{ timestamp: order.created_at, name: 'placed', message: 'Order placed' }];
  const ship = (s: ShippingStatus | null) => (delivery ? s : null);
  const paymentStatus = (completed: boolean) => orderMoney(order, completed).payment_status;
  const done = (
    status: string,
    shipping: ShippingStatus | null,
    extra: Partial<Progress> = {},
  ): Progress => ({
    status,
    shipping_status: shipping,
    payment_status: paymentStatus(false),
    modifiable: false,
    completed: false,
    packed_at: null,
    events: [...events, ...order.events].sort((a, b) => a.timestamp.localeCompare(b.timestamp)),
    ...extra,
  });

  if (order.cancelled_at) return done('cancelled', ship('cancelled'));
  if (hasOpenShortage(order)) {
    events.push({ timestamp: order.created_at, name: 'stock_short', message: 'Some items are short' });
    return done('stock_short', ship('stock_short'), { modifiable: true });
  }
  const created = Date.parse(order.created_at);
  const paidAt = order.paid_at ? Date.parse(order.paid_at) : null;
  if (paidAt !== null)
    events.push({ timestamp: at(paidAt), name: 'payment_confirmed', message: 'Payment confirmed' });
  let start = kind === 'online' ? paidAt : created;
  if (start === null) {
    const attempts = transactions.filter((x) => x.order_id === order.id);
    if (!order.offline_payment_at && attempts.length === 0 && t - created > TIMELINE_MS.abandon) {
      return done('abandoned', ship('abandoned'));
    }
    const open = attempts.some((x) => x.status === 'pending' || x.status === 'processing');
    const shipping =
      open || order.offline_payment_at ? 'payment_processing' : attempts.length ? 'pending_payment' : null;
    return done('pending_payment', ship(shipping), { modifiable: true });
  }
  if (order.stock_resolved_at) start = Math.max(start, Date.parse(order.stock_resolved_at));
  const steps: [number, string, string][] = [
    [0, 'pending', 'Order accepted'],
    [TIMELINE_MS.preparing, 'preparing', 'Preparing your order'],
    [
      TIMELINE_MS.ready,
      delivery ? 'ready_for_delivery' : 'ready_for_collection',
      delivery ? 'Ready for delivery' : 'Ready for collection',
    ],
    ...(delivery
      ? [[TIMELINE_MS.out, 'out_for_delivery', 'Out for delivery'] as [number, string, string]]
      : []),
    [TIMELINE_MS.done, delivery ? 'delivered' : 'collected', delivery ? 'Delivered' : 'Collected'],
  ];
  let current = 'pending';
  for (const [offset, name, message] of steps) {
    if (t < start + offset) break;
    current = name;
    events.push({ timestamp: at(start + offset), name, message });
  }
  const completed = current === 'delivered' || current === 'collected';
  return done(current, ship(current as ShippingStatus), {
    modifiable: current === 'pending' || current === 'preparing',
    completed,
    packed_at: t >= start + TIMELINE_MS.ready ? at(start + TIMELINE_MS.ready) : null,
    payment_status: paymentStatus(completed),
  });
}
