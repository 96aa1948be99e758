import type { Order } from '#api/schemas/order.ts';

// What an order's state means to the shopper: the pill on the history and order pages, and whether
// the order can still change (and so is worth polling). The timeline's steps are in timeline.ts.

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

/** Cancelled or expired unpaid: nothing more will happen to it, nothing will be packed. */
export function isStopped(order: Pick<Order, 'status' | 'shipping_status'>): boolean {
  return isCancelled(order) || shownStatus(order) === 'abandoned';
}

/**
 * What a receipt line says of its packing: packed when the shop says so, 'to pack' only while packing
 * is still ahead (the order not packed yet, or waiting on the shopper's answer about short stock).
 * A ready, shipped, handed-over, cancelled or expired order never promises a line as still to pack.
 */
export function packingOf(
  order: Pick<Order, 'status' | 'shipping_status'>,
  item: { packed_at: string | null },
): 'packed' | 'to_pack' | null {
  if (item.packed_at) return 'packed';
  return isChangeable(order) || shownStatus(order) === 'stock_short' ? 'to_pack' : null;
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
