import type { z } from 'zod/mini';
import type { OrderItemSchema, OrderSchema } from '#api/schemas/order.ts';
import { formatDate, formatTime } from '#lib/dates.ts';
import { formatQty, lineTotalCents, quantityRules } from '#lib/quantity.ts';
import { formatRands } from './seed/price-utils.ts';
import { abs, presentSellable, type View } from './present-catalog.ts';
import { orderMoney, orderProgress, orderTotals } from './order-progress.ts';
import { openTransactionOf } from './payments.ts';
import type { DatasetState } from './state.ts';
import type { StoredOrder, StoredOrderItem } from './store-types.ts';

type In<T extends z.ZodMiniType> = z.input<T>;

/**
 * "14 Apr 2026" for a date, "14 Apr 2026, 11:30 – 13:30" for a slot: its start and, where the shop's
 * slot rule gives its length, its end (the window the shopper chose).
 */
function formatSlot(state: DatasetState, order: StoredOrder, value: string): string {
  if (value.length <= 10) return formatDate(value);
  const rule = state.seed.timeslot_rules.find(
    (r) => r.supplier_id === order.supplier_id && r.dispatch === order.dispatch,
  );
  const start = `${formatDate(value)}, ${formatTime(value)}`;
  if (!rule) return start;
  return `${start} – ${formatTime(new Date(Date.parse(value) + rule.slot_minutes * 60_000))}`;
}

const DISPATCH_TEXT = { collect: 'Collection', deliver: 'Delivery' } as const;

/** `packedBy`: when the order was packed (Progress.packed_at), for a line no packer marked earlier. */
export function presentItem(
  state: DatasetState,
  view: View,
  order: StoredOrder,
  item: StoredOrderItem,
  packedBy: string | null = null,
): In<typeof OrderItemSchema> {
  const sellable = state.sellables.get(item.sellable_id);
  const offer = state.offers.get(item.offer_id);
  const rules = quantityRules(offer ?? { per_kg: sellable?.per_kg ?? false });
  const qty = item.removed ? 0 : item.qty;
  const total = lineTotalCents(item.unit_price_in_cents, qty);
  return {
    id: item.id,
    offer_id: item.offer_id,
    qty,
    qty_ordered: item.qty_ordered,
    formatted_qty: formatQty(qty, rules),
    formatted_qty_ordered: formatQty(item.qty_ordered, rules),
    image_url: sellable ? abs(view, sellable.image_url) : null,
    name: item.name,
    barcode: sellable?.barcode ?? null,
    supplier_id: order.supplier_id,
    unit: sellable?.unit ?? null,
    pack: sellable?.pack ?? null,
    brand: sellable?.brand ?? null,
    sellable: sellable ? presentSellable(view, sellable) : null,
    unit_price: formatRands(item.unit_price_in_cents),
    unit_price_in_cents: item.unit_price_in_cents,
    total: formatRands(total),
    total_in_cents: total,
    base_price_in_cents: item.base_price_in_cents,
    packed_at: item.packed_at ?? (item.removed ? null : packedBy),
    price_changed: item.price_changed,
    accepted_limited_stock: item.accepted_limited_stock,
    removed: item.removed,
  };
}

function debtorBalance(state: DatasetState, order: StoredOrder): number | null {
  if (order.provider.toUpperCase() !== 'DEBTORCARD') return null;
  const account = state.mut.accounts.find((a) => a.id === order.account_id);
  const card = account?.debtor_cards.find(
    (c) => c.supplier_id === order.supplier_id && c.status === 'accepted',
  );
  return card?.balance_in_cents ?? null;
}

/** The API order with status, totals and events as of `now`. */
export function presentOrder(
  state: DatasetState,
  view: View,
  order: StoredOrder,
  now: Date,
): In<typeof OrderSchema> {
  const progress = orderProgress(order, state.mut.transactions, now);
  const totals = orderTotals(order);
  const supplier = state.suppliers.get(order.supplier_id);
  const date = order.collection_date?.slice(0, 10) ?? null;
  const money = orderMoney(order, progress.completed);
  return {
    id: order.id,
    reference: order.reference,
    status: progress.status,
    stock_short: order.items.some((i) => i.short),
    shipping_status: progress.shipping_status,
    created_at: order.created_at,
    reviewed_at: order.review?.created_at ?? null,
    collection_date: date,
    formatted_collection_date: order.collection_date ? formatSlot(state, order, order.collection_date) : null,
    delivery_date: order.dispatch === 'deliver' ? date : null,
    provider: order.provider,
    payment_status: progress.payment_status,
    payment_method: order.provider,
    dispatch: DISPATCH_TEXT[order.dispatch],
    dispatch_method: order.dispatch,
    requires_shipping: order.dispatch === 'deliver',
    shipping_provider: order.shipping_provider,
    shipping_price_in_cents: order.shipping_price_in_cents,
    shipping_address: order.shipping_address,
    subtotal_in_cents: totals.subtotal,
    discount_code: order.discount_code,
    discount_in_cents: Math.min(order.discount_in_cents, totals.subtotal),
    credit_in_cents: order.credit_in_cents,
    total: formatRands(totals.total),
    total_in_cents: totals.total,
    payable_balance_in_cents: money.balance,
    paid_in_cents: money.held,
    open_transaction_id: openTransactionOf(state, order)?.id ?? null,
    debtorcard_balance_in_cents: debtorBalance(state, order),
    requires_bags: order.requires_bags,
    bag_qty: order.bag_qty,
    bag_total_in_cents: totals.bags,
    pdf_invoice_url: progress.completed ? `${view.base}/invoices/${order.id}.pdf` : null,
    supplier_id: order.supplier_id,
    supplier_name: supplier?.name ?? 'Unknown supplier',
    supplier_address: supplier?.formatted_address ?? null,
    order_events: progress.events,
    order_items: order.items.map((item) => presentItem(state, view, order, item, progress.packed_at)),
  };
}
