import type { z } from 'zod/mini';
import type { CartItemInput, CartValidationSchema } from '#api/schemas/cart.ts';
import { lineTotalCents, quantityRules, roundQty } from '#lib/quantity.ts';
import { checkDiscount } from './discounts.ts';
import { presentOffer, type View } from './present-catalog.ts';
import { haversineKm } from './seed/supplier-helpers.ts';
import type { SeedOffer, SeedSupplier } from './seed/types.ts';
import type { DatasetState } from './state.ts';
import type { Dispatch, StoredAccount } from './store-types.ts';
import { slotAvailable, slotsFor } from './timeslots.ts';

// The server-side basket check behind /api/v1/cart/validate and order registration. Messages are the
// spec's (section 5) so the storefront can show them verbatim.

export const MINIMUM_MESSAGE = 'The minimum order amount is R10';

export interface CartCheckInput {
  items: readonly CartItemInput[];
  requires_shipping: boolean;
  shipping_lat: number | null;
  shipping_lon: number | null;
  discount_code: string | null;
  collection_date: string | null;
  /** Store credit the shopper wants to use; null = as much as the account has. */
  credit_in_cents?: number | null;
  /** Bags asked for: priced here, when the supplier sells them, as the order will charge them. */
  requires_bags?: boolean;
}

/** One bag per eight lines, at least one: the rule the order charges by (orders.ts). */
export const bagCount = (lineCount: number) => Math.max(1, Math.ceil(lineCount / 8));

export interface ValidLine {
  offer: SeedOffer;
  qty: number;
  price_changed: boolean;
}

export interface CartCheck {
  validation: z.input<typeof CartValidationSchema>;
  lines: ValidLine[];
  dispatch: Dispatch;
  /** Every error that must block placing the order. */
  blocking: string[];
}

const DISPATCH_NAME: Record<Dispatch, string> = { collect: 'Collection', deliver: 'Delivery' };

export function shippingCost(state: DatasetState, supplierId: number, subtotal: number): number | null {
  const rule = state.seed.delivery_fees.find((f) => f.supplier_id === supplierId);
  if (!rule) return null;
  return subtotal >= rule.free_over_in_cents ? 0 : rule.fee_in_cents;
}

function dispatchError(
  state: DatasetState,
  supplier: SeedSupplier,
  input: CartCheckInput,
  dispatch: Dispatch,
  now: Date,
  closed: boolean,
): string | null {
  const name = DISPATCH_NAME[dispatch];
  if (closed || supplier.disabled) return `${supplier.name} is closed and not taking orders`;
  if (dispatch === 'deliver') {
    const rule = state.seed.delivery_fees.find((f) => f.supplier_id === supplier.id);
    if (!rule) return `${supplier.name} does not deliver`;
    if (input.shipping_lat !== null && input.shipping_lon !== null) {
      const km = haversineKm(supplier.lat, supplier.lon, input.shipping_lat, input.shipping_lon);
      if (km > rule.max_distance_km)
        return `Your address is outside the delivery area (${rule.max_distance_km} km)`;
    }
  }
  if (!input.collection_date) return `${name} date required`;
  if (!slotAvailable(slotsFor(state, supplier, dispatch, now, closed), input.collection_date)) {
    return `${name} date is no longer available, choose another`;
  }
  return null;
}

/** Checks a basket at a supplier: stock, prices, minimum, discount, credit, stokvel and dispatch. */
export function checkCart(
  state: DatasetState,
  view: View,
  supplier: SeedSupplier,
  input: CartCheckInput,
  account: StoredAccount | null,
  now: Date,
): CartCheck {
  const dispatch: Dispatch = input.requires_shipping ? 'deliver' : 'collect';
  const items: z.input<typeof CartValidationSchema>['items'] = [];
  const lines: ValidLine[] = [];
  let outOfStock = false;
  let updated = false;
  for (const item of input.items) {
    const offer = state.offers.get(item.offer_id);
    if (!offer || offer.supplier_id !== supplier.id) {
      outOfStock = true;
      continue;
    }
    const gone = !offer.published || offer.out_of_stock_at !== null;
    const changed = item.price_in_cents !== undefined && item.price_in_cents !== offer.price_in_cents;
    const qty = roundQty(Math.max(item.qty, quantityRules(offer).min));
    outOfStock ||= gone;
    updated ||= changed && !gone;
    items.push({ offer: presentOffer(state, view, offer), qty, out_of_stock: gone, price_changed: changed });
    if (!gone) lines.push({ offer, qty, price_changed: changed });
  }
  const subtotal = lines.reduce((sum, l) => sum + lineTotalCents(l.offer.price_in_cents, l.qty), 0);
  const config = state.seed.client_configs.find((c) => c.supplier_id === supplier.id);
  const minimum = config?.minimum_order_in_cents ?? state.seed.minimum_order_in_cents;
  const discount = checkDiscount(state, input.discount_code, account?.id ?? null, supplier.id, subtotal, now);
  const shipping = dispatch === 'deliver' ? (shippingCost(state, supplier.id, subtotal) ?? 0) : 0;
  const bagQty = input.requires_bags && config?.bags && lines.length > 0 ? bagCount(lines.length) : 0;
  const bagTotal = bagQty * (config?.bag_price_in_cents ?? 0);
  const beforeCredit = Math.max(0, subtotal - discount.discount_in_cents + shipping + bagTotal);
  const wanted = input.credit_in_cents ?? account?.credit_in_cents ?? 0;
  const credit = Math.max(0, Math.min(wanted, account?.credit_in_cents ?? 0, beforeCredit));
  const stokvel = lines.some((l) => l.offer.stokvel);
  const stokvelErrors: string[] = [];
  if (stokvel && lines.some((l) => !l.offer.stokvel)) {
    stokvelErrors.push('Stokvel packs and regular items cannot be ordered together');
  }
  if (stokvel && dispatch === 'deliver') stokvelErrors.push('Stokvel orders are collected, not delivered');
  const totalError = subtotal < minimum ? MINIMUM_MESSAGE : null;
  const closed = view.closed;
  const dispatchErr = dispatchError(state, supplier, input, dispatch, now, closed);
  const validation: CartCheck['validation'] = {
    updated,
    out_of_stock: outOfStock,
    total_error: totalError,
    dispatch_error: dispatchErr,
    items,
    credit_in_cents: credit,
    discount_code: discount.code,
    discount_codes_enabled: config?.discount_codes_enabled ?? true,
    discount_code_error: discount.error,
    discount_in_cents: discount.discount_in_cents,
    subtotal_in_cents: subtotal,
    shipping_cost_in_cents: shipping,
    stokvel,
    stokvel_errors: stokvelErrors,
    ...(input.requires_bags === undefined ? {} : { bag_qty: bagQty, bag_total_in_cents: bagTotal }),
    total_in_cents: beforeCredit - credit,
  };
  const blocking = [
    ...(lines.length === 0 ? ['All these items are out of stock'] : []),
    ...[totalError, dispatchErr, discount.error].filter((e): e is string => e !== null),
    ...stokvelErrors,
  ];
  return { validation, lines, dispatch, blocking };
}
