import type { Address } from '#api/schemas/account.ts';
import type { RegisterOrderCart } from '#api/schemas/cart.ts';
import { roundQty } from '#lib/quantity.ts';
import { checkCart, type CartCheck } from './cart-validation.ts';
import { redeemDiscount } from './discounts.ts';
import { orderMoney, orderProgress, orderTotals, paymentKind } from './order-progress.ts';
import { formatRands } from './seed/price-utils.ts';
import type { View } from './present-catalog.ts';
import type { SeedSupplier } from './seed/types.ts';
import { nextId, type DatasetState } from './state.ts';
import type { StoredAccount, StoredOrder, StoredOrderItem } from './store-types.ts';

// Placing an order from a basket (register, v2 place order) and the money moves that go with it.

export class OrderRejected extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}

export interface PlaceOptions {
  /** stock_short scenario: the first line comes back short. */
  stockShort: boolean;
}

function toAddress(
  state: DatasetState,
  input: RegisterOrderCart['shipping_address'],
  now: Date,
): Address | null {
  if (!input) return null;
  if ('id' in input && 'created_at' in input) return input;
  return {
    id: nextId(state, 'address'),
    bridge_id: input.bridge_id ?? null,
    bridge_name: null,
    created_at: now.toISOString(),
    formatted: input.formatted,
    latitude: input.latitude,
    longitude: input.longitude,
    unit_or_floor: input.unit_or_floor ?? null,
  };
}

function providerAllowed(
  state: DatasetState,
  supplier: SeedSupplier,
  provider: string,
  deliver: boolean,
): boolean {
  const config = state.seed.client_configs.find((c) => c.supplier_id === supplier.id);
  const option = config?.shipping.find((s) => s.name === (deliver ? 'PICUP' : 'COLLECT'));
  return option?.payment_options.includes(provider) ?? false;
}

function activeCard(account: StoredAccount, supplierId: number) {
  return account.debtor_cards.find((c) => c.supplier_id === supplierId && c.status === 'accepted');
}

function itemsFrom(state: DatasetState, check: CartCheck, options: PlaceOptions): StoredOrderItem[] {
  return check.lines.map((line, index) => {
    const shortQty =
      options.stockShort && index === 0
        ? roundQty(line.offer.per_kg ? line.qty / 2 : Math.floor(line.qty / 2))
        : line.qty;
    return {
      id: nextId(state, 'item'),
      offer_id: line.offer.id,
      sellable_id: line.offer.sellable_id,
      name: line.offer.name,
      qty: shortQty,
      qty_ordered: line.qty,
      unit_price_in_cents: line.offer.price_in_cents,
      base_price_in_cents: line.offer.base_price_in_cents,
      price_changed: line.price_changed,
      short: shortQty < line.qty,
      accepted_limited_stock: false,
      removed: false,
      packed_at: null,
    };
  });
}

/** Validates the basket and creates the order (or re-fills the order being edited); throws OrderRejected. */
export function placeOrder(
  state: DatasetState,
  view: View,
  supplier: SeedSupplier,
  cart: RegisterOrderCart,
  account: StoredAccount,
  now: Date,
  options: PlaceOptions,
): StoredOrder {
  const provider = cart.provider.trim().toUpperCase();
  const deliver = cart.requires_shipping;
  const address = deliver ? toAddress(state, cart.shipping_address, now) : null;
  const check = checkCart(
    state,
    view,
    supplier,
    {
      items: cart.items,
      requires_shipping: deliver,
      shipping_lat: address?.latitude ?? null,
      shipping_lon: address?.longitude ?? null,
      discount_code: cart.discount_code,
      collection_date: cart.collection_date,
      credit_in_cents: cart.credit_in_cents,
      requires_bags: cart.requires_bags,
    },
    account,
    now,
  );
  const errors = [...check.blocking];
  if (check.validation.out_of_stock && check.lines.length > 0)
    errors.unshift('Some items have gone out of stock!');
  // A credit checkout: store credit covers the whole order, so no payment option is involved.
  const creditCheckout = provider === 'CREDIT' && check.validation.total_in_cents === 0;
  if (!provider) errors.push('A payment method is required');
  else if (provider === 'CREDIT' && !creditCheckout)
    errors.push('Your store credit does not cover this order');
  else if (!creditCheckout && !providerAllowed(state, supplier, provider, deliver))
    errors.push('This payment method is not available for this order');
  if (deliver && !address) errors.push('A delivery address is required');
  if (errors.length) throw new OrderRejected(errors);

  const config = state.seed.client_configs.find((c) => c.supplier_id === supplier.id);
  const bagQty = check.validation.bag_qty ?? 0;
  const bags = bagQty > 0;
  const order: StoredOrder = {
    id: 0,
    reference: '',
    account_id: account.id,
    supplier_id: supplier.id,
    created_at: now.toISOString(),
    provider,
    dispatch: check.dispatch,
    shipping_provider: deliver ? (cart.shipping_provider ?? 'PICUP') : null,
    shipping_address: address,
    collection_date: cart.collection_date,
    shipping_price_in_cents: check.validation.shipping_cost_in_cents,
    discount_code: check.validation.discount_code ?? null,
    discount_in_cents: check.validation.discount_in_cents,
    credit_in_cents: check.validation.credit_in_cents,
    requires_bags: bags,
    bag_qty: bagQty,
    bag_price_in_cents: config?.bag_price_in_cents ?? 90,
    stokvel: check.validation.stokvel,
    is_demo: cart.is_demo,
    items: itemsFrom(state, check, options),
    paid_in_cents: 0,
    paid_at: null,
    offline_payment_at: null,
    cancelled_at: null,
    stock_resolved_at: null,
    review: null,
    events: [],
  };
  const { total } = orderTotals(order);
  if (provider === 'DEBTORCARD') {
    const card = activeCard(account, supplier.id);
    if (!card) throw new OrderRejected(['You have no active debtor card for this supplier']);
    if (card.balance_in_cents < total) throw new OrderRejected(['Insufficient debtor card balance']);
    card.balance_in_cents -= total;
  }
  const editing = cart.order_id
    ? state.mut.orders.find((o) => o.id === cart.order_id && o.account_id === account.id)
    : undefined;
  if (editing && orderProgress(editing, state.mut.transactions, now).modifiable) {
    // Re-registering an order being edited replaces its lines; payments already made stay.
    editing.items = order.items;
    editing.events.push({
      timestamp: order.created_at,
      name: 'modified',
      message: 'Order updated from the basket',
    });
    return editing;
  }
  order.id = nextId(state, 'order');
  order.reference = `ORD-${String(order.id).padStart(6, '0')}`;
  if (paymentKind(provider) === 'immediate' || total === 0) {
    order.paid_in_cents = total;
    order.paid_at = order.created_at;
  }
  account.credit_in_cents -= order.credit_in_cents;
  if (order.discount_code) redeemDiscount(state, order.discount_code, account.id);
  state.mut.orders.push(order);
  return order;
}

/**
 * Cancels an order and gives back store credit and debtor-card money at once; other money it holds
 * (an online payment already made) is owed back, and an event says how much.
 */
export function cancelOrder(state: DatasetState, order: StoredOrder, now: Date): void {
  const account = state.mut.accounts.find((a) => a.id === order.account_id);
  if (account) {
    account.credit_in_cents += order.credit_in_cents;
    const card = order.provider === 'DEBTORCARD' ? activeCard(account, order.supplier_id) : undefined;
    const held = orderMoney(order, false).held;
    if (card && held > 0) {
      card.balance_in_cents += held;
      order.refunded_in_cents = (order.refunded_in_cents ?? 0) + held;
    }
  }
  const at = now.toISOString();
  order.cancelled_at = at;
  order.events.push({ timestamp: at, name: 'cancelled', message: 'Order cancelled' });
  const owed = orderMoney(order, false).refund_due;
  if (owed > 0)
    order.events.push({ timestamp: at, name: 'refund_due', message: `${formatRands(owed)} to be refunded` });
}
