import type { Order, OrderEvent } from '#api/schemas/order.ts';

// What an order's state means to the shopper: the pill on the history and order pages, the steps
// of the timeline, and whether the order can still change (and so is worth polling).

/** The spec's pill colours (section 4). Everything else has no colour, only its words. */
export type PillTone = 'green' | 'red' | 'yellow' | 'none';

const TONES: Readonly<Record<string, PillTone>> = {
  collected: 'green',
  delivered: 'green',
  stock_short: 'red',
  ready_for_collection: 'red',
  pending_payment: 'red',
  pending: 'yellow',
  preparing: 'yellow',
  ready_for_delivery: 'yellow',
  out_for_delivery: 'yellow',
};

/** The one status a shopper sees: shipping_status, or for collection orders (null) the order status. */
export function shownStatus(order: Pick<Order, 'status' | 'shipping_status'>): string {
  return order.shipping_status ?? order.status;
}

export function pillTone(status: string): PillTone {
  return TONES[status] ?? 'none';
}

const FINAL = new Set(['collected', 'delivered', 'cancelled', 'abandoned']);

/** Whether the order may still change on the supplier's side: worth polling while it is shown. */
export function isLive(order: Pick<Order, 'status' | 'shipping_status'>): boolean {
  return !FINAL.has(shownStatus(order));
}

/** Collected or delivered: the shopper can review it. */
export function isCompleted(order: Pick<Order, 'status' | 'shipping_status'>): boolean {
  const status = shownStatus(order);
  return status === 'collected' || status === 'delivered';
}

/** Items may still be added, and the order cancelled: accepted and not packed yet (or awaiting payment). */
export function isChangeable(order: Pick<Order, 'status' | 'shipping_status'>): boolean {
  return ['pending', 'preparing', 'pending_payment', 'payment_processing'].includes(shownStatus(order));
}

/** Cancelled, whether the order status or (for deliveries) the shipping status says so. */
export function isCancelled(order: Pick<Order, 'status' | 'shipping_status'>): boolean {
  return order.status === 'cancelled' || order.shipping_status === 'cancelled';
}

type MoneyFields = Pick<
  Order,
  | 'status'
  | 'shipping_status'
  | 'payment_status'
  | 'total_in_cents'
  | 'payable_balance_in_cents'
  | 'paid_in_cents'
>;

/**
 * The shopper still owes the shop something: only then is a balance 'still to pay' and a way to
 * pay worth showing. A cancelled order owes nothing, whatever its balance says.
 */
export function stillOwes(order: MoneyFields): boolean {
  return (
    !isCancelled(order) &&
    (order.payment_status === 'pending_payment' || order.payment_status === 'underpaid') &&
    order.payable_balance_in_cents > 0
  );
}

/**
 * How the order's money stands, when there is more to say than 'paid' or 'to pay': money to be
 * given back (cancelled after a payment, or paid more than the total) or a part still to pay.
 * Amounts are null when the supplier does not say what it received (paid_in_cents is optional).
 */
export type MoneyStanding =
  | { kind: 'refund'; paid: number | null }
  | { kind: 'overpaid'; amounts: { paid: number; extra: number; total: number } | null }
  | { kind: 'underpaid'; paid: number | null; due: number };

export function moneyStanding(order: MoneyFields): MoneyStanding | null {
  const paid = order.paid_in_cents ?? null;
  if (isCancelled(order)) {
    const received = paid !== null ? paid > 0 : order.payment_status !== 'pending_payment';
    return received ? { kind: 'refund', paid: paid !== null && paid > 0 ? paid : null } : null;
  }
  if (order.payment_status === 'overpaid') {
    const total = order.total_in_cents;
    const known = paid !== null && paid > total;
    return { kind: 'overpaid', amounts: known ? { paid, extra: paid - total, total } : null };
  }
  if (order.payment_status === 'underpaid' && order.payable_balance_in_cents > 0)
    return {
      kind: 'underpaid',
      paid: paid !== null && paid > 0 ? paid : null,
      due: order.payable_balance_in_cents,
    };
  return null;
}

export type TimelineStepKey =
  | 'payment_confirmed'
  | 'awaiting_payment'
  | 'accepted'
  | 'preparing'
  | 'ready_for_delivery'
  | 'ready_for_collection'
  | 'out_for_delivery'
  | 'delivered'
  | 'collected';

export interface TimelineStep {
  key: TimelineStepKey;
  /** When the step happened (from order_events); null for a step still to come. */
  at: string | null;
  done: boolean;
}

// Which events mark each step; suppliers name a step by its status or by what happened.
const STEP_EVENTS: Readonly<Record<Exclude<TimelineStepKey, 'awaiting_payment'>, readonly string[]>> = {
  payment_confirmed: ['payment_confirmed', 'payment_received', 'paid'],
  accepted: ['pending', 'accepted', 'order_accepted'],
  preparing: ['preparing'],
  ready_for_delivery: ['ready_for_delivery'],
  ready_for_collection: ['ready_for_collection'],
  out_for_delivery: ['out_for_delivery'],
  delivered: ['delivered'],
  collected: ['collected'],
};

function firstEvent(events: readonly OrderEvent[], names: readonly string[]): string | null {
  return events.find((event) => names.includes(event.name))?.timestamp ?? null;
}

/**
 * The spec's timeline (section 4): payment confirmed or awaiting payment, order accepted,
 * preparing, ready for delivery or collection, out for delivery (delivery only), delivered or
 * collected, each with its time from order_events. A step is done when its event happened or a
 * later step's did (a supplier may skip reporting one).
 */
export function timelineSteps(order: Pick<Order, 'requires_shipping' | 'payment_status' | 'order_events'>) {
  const events = [...order.order_events].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  const delivery = order.requires_shipping;
  const paid = order.payment_status === 'paid' || order.payment_status === 'overpaid';
  const keys: TimelineStepKey[] = [
    paid ? 'payment_confirmed' : 'awaiting_payment',
    'accepted',
    'preparing',
    delivery ? 'ready_for_delivery' : 'ready_for_collection',
    ...(delivery ? (['out_for_delivery'] as const) : []),
    delivery ? 'delivered' : 'collected',
  ];
  const steps: TimelineStep[] = keys.map((key) => {
    const at = key === 'awaiting_payment' ? null : firstEvent(events, STEP_EVENTS[key]);
    return { key, at, done: at !== null };
  });
  // A later step that happened means the earlier ones did too.
  let later = false;
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    const step = steps[i]!;
    if (step.done) later = true;
    else if (later && step.key !== 'awaiting_payment') step.done = true;
  }
  return steps;
}
