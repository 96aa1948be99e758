import { orderItem } from './past-orders.ts';
import type { z } from 'zod/mini';
import type { OrderModificationInput, OrderModificationSchema } from '#api/schemas/order.ts';
import { quantityRules, roundQty } from '#lib/quantity.ts';
import { MINIMUM_MESSAGE } from './cart-validation.ts';
import { formatRands } from './seed/price-utils.ts';
import { orderProgress, orderTotals } from './order-progress.ts';
import type { View } from './present-catalog.ts';
import { presentItem } from './present-order.ts';
import { nextId, type DatasetState } from './state.ts';
import type { StoredOrder, StoredOrderItem } from './store-types.ts';

// Order modification (add, update, accept limited stock, remove) and its dry run. Any flag
// (out_of_stock, updated, payable_amount_error) blocks the change, as the storefront expects.

export interface ModifyResult {
  out_of_stock: boolean;
  updated: boolean;
  payable_amount_error: string | null;
  notice: string | null;
  modifications: z.input<typeof OrderModificationSchema>[];
  applied: boolean;
}

export class ModificationRejected extends Error {}

export function modifyOrder(
  state: DatasetState,
  view: View,
  order: StoredOrder,
  mods: readonly OrderModificationInput[],
  now: Date,
  apply: boolean,
): ModifyResult {
  if (!orderProgress(order, state.mut.transactions, now).modifiable) {
    throw new ModificationRejected('This order can no longer be changed');
  }
  const items: StoredOrderItem[] = order.items.map((i) => ({ ...i }));
  const draft: StoredOrder = { ...order, items };
  let outOfStock = false;
  let updated = false;
  const touched: { action: OrderModificationInput['action']; item: StoredOrderItem }[] = [];
  for (const mod of mods) {
    if (mod.action === 'add') {
      const offer = mod.offer_id === undefined ? undefined : state.offers.get(mod.offer_id);
      if (!offer || offer.supplier_id !== order.supplier_id)
        throw new ModificationRejected('Offer not available at this supplier');
      const gone = !offer.published || offer.out_of_stock_at !== null;
      outOfStock ||= gone;
      const qty = roundQty(Math.max(mod.qty ?? 0, quantityRules(offer).min));
      const existing = items.find((i) => i.offer_id === offer.id && !i.removed);
      if (existing && existing.unit_price_in_cents !== offer.price_in_cents) updated = true;
      const item: StoredOrderItem = existing ?? orderItem(apply ? nextId(state, 'item') : 0, offer, 0, null);
      item.qty = roundQty(item.qty + qty);
      item.qty_ordered = roundQty(item.qty_ordered + qty);
      if (!existing) items.push(item);
      touched.push({ action: 'add', item });
      continue;
    }
    const item = items.find((i) => i.id === mod.order_item_id);
    if (!item) throw new ModificationRejected(`Order item ${String(mod.order_item_id)} not found`);
    if (mod.action === 'update') {
      const qty = roundQty(mod.qty ?? item.qty);
      if (qty <= 0) item.removed = true;
      else Object.assign(item, { qty, qty_ordered: qty, removed: false, short: false });
    } else if (mod.action === 'accept') {
      item.accepted_limited_stock = true;
    } else {
      item.removed = true;
    }
    touched.push({ action: mod.action, item });
  }
  const before = orderTotals(order).total;
  const after = orderTotals(draft);
  let payableError: string | null = null;
  const config = state.seed.client_configs.find((c) => c.supplier_id === order.supplier_id);
  if (after.subtotal < (config?.minimum_order_in_cents ?? state.seed.minimum_order_in_cents))
    payableError = MINIMUM_MESSAGE;
  const account = state.mut.accounts.find((a) => a.id === order.account_id);
  const card =
    order.provider === 'DEBTORCARD'
      ? account?.debtor_cards.find((c) => c.supplier_id === order.supplier_id && c.status === 'accepted')
      : undefined;
  const increase = after.total - before;
  if (!payableError && card && increase > card.balance_in_cents) {
    payableError = `Insufficient debtor card balance (${formatRands(card.balance_in_cents)} available)`;
  }
  const blocked = outOfStock || updated || payableError !== null;
  const applied = apply && !blocked;
  if (applied) {
    order.items = items;
    if (card) {
      card.balance_in_cents -= increase;
      order.paid_in_cents += increase;
    }
    const shortLeft = items.some((i) => i.short && !i.accepted_limited_stock && !i.removed);
    if (!shortLeft && items.some((i) => i.short) && !order.stock_resolved_at)
      order.stock_resolved_at = now.toISOString();
    order.events.push({
      timestamp: now.toISOString(),
      name: 'modified',
      message: `Order updated (${mods.length} change${mods.length === 1 ? '' : 's'})`,
    });
  }
  const owed = after.total - order.paid_in_cents;
  const paidBefore = order.paid_in_cents > 0;
  return {
    out_of_stock: outOfStock,
    updated,
    payable_amount_error: payableError,
    notice: blocked
      ? null
      : paidBefore && owed > 0
        ? `Pay the difference of ${formatRands(owed)} to continue`
        : 'Order updated',
    modifications: touched.map(({ action, item }) => ({
      action,
      order_item_id: item.id === 0 ? null : item.id,
      qty: item.removed ? 0 : item.qty,
      item: presentItem(state, view, draft, item),
    })),
    applied,
  };
}
