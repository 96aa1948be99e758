import { z } from 'zod/mini';
import { defineArea, op, type AuthScheme } from '../define.ts';
import { callOperation } from '../http.ts';
import {
  CartCompareDebugResponseSchema,
  CartCompareResponseSchema,
  CartResponseSchema,
  CartSyncBodySchema,
  CartValidationResponseSchema,
  CheckoutConfigResponseSchema,
  CompareSyncBodySchema,
  OrderSyncBodySchema,
  RegisterOrderBodySchema,
  ValidateCartBodySchema,
  ValidatePicksBodySchema,
  ValidatePicksResponseSchema,
} from '../schemas/cart.ts';
import { IdSchema } from '../schemas/common.ts';
import { OrderResponseSchema } from '../schemas/order.ts';

const USER: readonly AuthScheme[] = ['bearer', 'basic'];
const compareQuery = z.object({ id: IdSchema, lat: z.optional(z.number()), lon: z.optional(z.number()) });

export const cartOperationSpecs = {
  /** Stores the basket so it can be compared across suppliers (v1). */
  compareSync: op({
    summary: 'Store the basket for comparison',
    method: 'POST',
    path: '/shopit/v1/compare/sync',
    host: 'main',
    auth: USER,
    body: CompareSyncBodySchema,
    response: CartResponseSchema,
  }),
  /** Server-side validation of the basket before checkout. */
  validate: op({
    summary: 'Validate the basket: stock, prices, totals, discount, dispatch',
    method: 'POST',
    path: '/api/v1/cart/validate',
    host: 'supplier',
    auth: USER,
    body: ValidateCartBodySchema,
    response: CartValidationResponseSchema,
  }),
  /** Re-checks stock and price of picked offers. */
  validatePicks: op({
    summary: 'Validate offer picks',
    method: 'POST',
    path: '/api/v1/offers/validate_picks',
    host: 'supplier',
    auth: [],
    body: ValidatePicksBodySchema,
    response: ValidatePicksResponseSchema,
  }),
  /** The synced basket priced at every nearby supplier (v2). */
  compare: op({
    summary: 'Compare a synced basket across suppliers',
    method: 'GET',
    path: '/cart/v1/compare',
    host: 'main',
    auth: USER,
    query: compareQuery,
    response: CartCompareResponseSchema,
  }),
  /** Comparison plus the theoretical cheapest basket (v2, diagnostics). */
  compareDebug: op({
    summary: 'Compare with the cheapest-basket breakdown',
    method: 'GET',
    path: '/cart/v1/compare_debug',
    host: 'main',
    auth: USER,
    query: compareQuery,
    response: CartCompareDebugResponseSchema,
  }),
  /** Stores the basket server-side; market mode only (v2). */
  sync: op({
    summary: 'Sync the basket (market mode only)',
    method: 'POST',
    path: '/cart/v1/sync',
    host: 'main',
    auth: USER,
    body: CartSyncBodySchema,
    response: CartResponseSchema,
  }),
  /** Checkout options for the synced basket (v2). */
  getCheckoutConfig: op({
    summary: 'Checkout options for the synced basket',
    method: 'GET',
    path: '/cart/v1/checkout_config',
    host: 'supplier',
    auth: USER,
    query: z.object({ supplier_id: z.optional(IdSchema) }),
    response: CheckoutConfigResponseSchema,
  }),
  /** Places the order from the synced basket (v2). */
  placeOrder: op({
    summary: 'Create an order from the basket (v2)',
    method: 'POST',
    path: '/cart/v1/order',
    host: 'supplier',
    auth: USER,
    creates: true,
    body: RegisterOrderBodySchema,
    response: OrderResponseSchema,
  }),
  /** Loads an existing order into the server basket for editing (v2). */
  syncOrder: op({
    summary: 'Sync an order being edited',
    method: 'POST',
    path: '/order/v1/sync',
    host: 'supplier',
    auth: USER,
    body: OrderSyncBodySchema,
    response: OrderResponseSchema,
  }),
  /** Registers the order from the basket (v1). */
  registerOrder: op({
    summary: 'Register an order from the basket',
    method: 'POST',
    path: '/api/v1/orders/register',
    host: 'supplier',
    auth: USER,
    creates: true,
    body: RegisterOrderBodySchema,
    response: OrderResponseSchema,
  }),
};

/** The cart operations, for app code: importing one area keeps other areas' schemas out of a screen's bundle. */
export const cartApi = defineArea('cart', cartOperationSpecs, callOperation);
