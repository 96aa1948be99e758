import type { Order, OrderEvent } from '#api/schemas/order.ts';

// The order's timeline (spec section 4): which steps it has, in which order, which are done and
// when, and when an unpaid order's payment is due.

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
  /** When the step happened (from order_events); null for a step still to come or not reported. */
  at: string | null;
  done: boolean;
}

type TimelineOrder = Pick<
  Order,
  'requires_shipping' | 'payment_status' | 'order_events' | 'provider' | 'created_at'
>;

// Which events mark each step; suppliers name a step by its status or by what happened.
const STEP_EVENTS: Readonly<Record<Exclude<TimelineStepKey, 'awaiting_payment'>, readonly string[]>> = {
  payment_confirmed: ['payment_confirmed', 'payment_received', 'paid'],
  accepted: ['placed', 'pending', 'accepted', 'order_accepted'],
  preparing: ['preparing'],
  ready_for_delivery: ['ready_for_delivery'],
  ready_for_collection: ['ready_for_collection'],
  out_for_delivery: ['out_for_delivery'],
  delivered: ['delivered'],
  collected: ['collected'],
};

// Paid when the order is handed over (docs/payments.md): their payment comes last but one.
const PAID_AT_HAND_OVER = new Set(['CASH', 'WALLET_ON_DELIVERY']);

const isPaymentStep = (key: TimelineStepKey) => key === 'payment_confirmed' || key === 'awaiting_payment';

export function paidAtHandOver(order: Pick<Order, 'provider'>): boolean {
  return PAID_AT_HAND_OVER.has(order.provider?.toUpperCase() ?? '');
}

function firstEvent(events: readonly OrderEvent[], names: readonly string[]): string | null {
  return events.find((event) => names.includes(event.name))?.timestamp ?? null;
}

/**
 * The spec's steps: order accepted, payment (confirmed or awaited), preparing, ready, out for
 * delivery (delivery only), delivered or collected, each with its time from order_events. Cash and
 * wallet-at-the-door orders are paid at hand-over, so their payment step comes just before it.
 *
 * The order exists, so the shop took it: 'Order accepted' is done from the moment it was placed,
 * even while an EFT is awaited (the outro says 'Order accepted' right then). A step is done when
 * its event happened or a later step's did (a supplier may skip reporting one), but payment is
 * done only when the payment status says so. Done steps always come first: a step still to come
 * is never shown above one that happened.
 */
export function timelineSteps(order: TimelineOrder): TimelineStep[] {
  const events = [...order.order_events].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  const delivery = order.requires_shipping;
  const paid = order.payment_status === 'paid' || order.payment_status === 'overpaid';
  const payment: TimelineStepKey = paid ? 'payment_confirmed' : 'awaiting_payment';
  const atHandOver = paidAtHandOver(order);
  const keys: TimelineStepKey[] = [
    'accepted',
    ...(atHandOver ? [] : [payment]),
    'preparing',
    delivery ? 'ready_for_delivery' : 'ready_for_collection',
    ...(delivery ? (['out_for_delivery'] as const) : []),
    ...(atHandOver ? [payment] : []),
    delivery ? 'delivered' : 'collected',
  ];
  const steps: TimelineStep[] = keys.map((key) => {
    if (key === 'awaiting_payment') return { key, at: null, done: false };
    const at = firstEvent(events, STEP_EVENTS[key]) ?? (key === 'accepted' ? order.created_at : null);
    return { key, at, done: at !== null || key === 'payment_confirmed' };
  });
  let later = false;
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    const step = steps[i]!;
    if (isPaymentStep(step.key)) continue;
    if (step.done) later = true;
    else if (later) step.done = true;
  }
  // A cash order collected before its payment was recorded, an EFT order packed before the
  // transfer showed: what happened goes first, in its usual order; what is awaited follows.
  return [...steps.filter((step) => step.done), ...steps.filter((step) => !step.done)];
}

/** When an awaited payment is due, for the ways paid later than the order; null for the others. */
export type PaymentDue =
  'at_collection' | 'on_delivery' | 'wallet_on_delivery' | 'eft_collection' | 'eft_delivery';

export function paymentDue(order: Pick<Order, 'provider' | 'requires_shipping'>): PaymentDue | null {
  const provider = order.provider?.toUpperCase();
  const delivery = order.requires_shipping;
  if (provider === 'CASH') return delivery ? 'on_delivery' : 'at_collection';
  if (provider === 'WALLET_ON_DELIVERY') return 'wallet_on_delivery';
  if (provider === 'OFFLINE_EFT') return delivery ? 'eft_delivery' : 'eft_collection';
  return null;
}
