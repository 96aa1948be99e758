import { z } from 'zod/mini';
import {
  CentsSchema,
  DateSchema,
  IdSchema,
  LocationSchema,
  QuantitySchema,
  UserRefSchema,
  okEnvelope,
} from './common.ts';
import { AddressInputSchema, AddressSchema } from './account.ts';
import { OfferSchema } from './catalog.ts';
import { ClientConfigSchema } from './client-config.ts';
import { SupplierSchema } from './supplier.ts';

export const CartItemSchema = z.object({
  offer: OfferSchema,
  qty: QuantitySchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  id: z.nullable(IdSchema),
  items: z.array(CartItemSchema),
  location: z.nullable(LocationSchema),
  // Set while the shopper edits an existing order through the basket.
  proxy_order_id: z.nullable(IdSchema),
});
export type Cart = z.infer<typeof CartSchema>;

/** What the client sends for a basket line: the server re-reads the offer itself. */
export const CartItemInputSchema = z.object({
  offer_id: IdSchema,
  qty: QuantitySchema,
  // The price the shopper saw, so the server can flag a price change.
  price_in_cents: z.optional(CentsSchema),
});
export type CartItemInput = z.infer<typeof CartItemInputSchema>;

export const ValidatedItemSchema = z.extend(CartItemSchema, {
  out_of_stock: z._default(z.boolean(), false),
  price_changed: z._default(z.boolean(), false),
});
export type ValidatedItem = z.infer<typeof ValidatedItemSchema>;

export const CartValidationSchema = z.object({
  updated: z.boolean(),
  out_of_stock: z.boolean(),
  total_error: z.nullable(z.string()),
  dispatch_error: z.nullable(z.string()),
  items: z.array(ValidatedItemSchema),
  credit_in_cents: CentsSchema,
  discount_code: z.nullable(z.string()),
  discount_codes_enabled: z.boolean(),
  discount_code_error: z.nullable(z.string()),
  discount_in_cents: CentsSchema,
  subtotal_in_cents: CentsSchema,
  shipping_cost_in_cents: CentsSchema,
  stokvel: z.boolean(),
  stokvel_errors: z._default(z.array(z.string()), []),
  // Present when the supplier priced the bags asked for; total_in_cents then includes them.
  bag_qty: z.optional(z.int().check(z.nonnegative())),
  bag_total_in_cents: z.optional(CentsSchema),
  total_in_cents: CentsSchema,
});
export type CartValidation = z.infer<typeof CartValidationSchema>;

export const CartComparisonSchema = z.object({
  supplier: SupplierSchema,
  items: z.array(CartItemSchema),
  subtotal_in_cents: CentsSchema,
  total_in_cents: CentsSchema,
  shipping_cost_in_cents: CentsSchema,
  total_vs_cheapest_variance_percent: z.number(),
  percent_value_vs_cheapest: z.number(),
  unit_price_varience_over_threshold_count: z.number().check(z.int(), z.nonnegative()),
  direct_overall_calculation: z.boolean(),
});
export type CartComparison = z.infer<typeof CartComparisonSchema>;

export const CheapestBasketSchema = z.object({
  items: z.array(z.object({ qty: QuantitySchema, sellable_id: IdSchema, price_in_cents: CentsSchema })),
  total_in_cents: CentsSchema,
});
export type CheapestBasket = z.infer<typeof CheapestBasketSchema>;

export const CartCompareResponseSchema = okEnvelope({ comparisons: z.array(CartComparisonSchema) });
export type CartCompareResponse = z.infer<typeof CartCompareResponseSchema>;

export const CartCompareDebugResponseSchema = okEnvelope({
  comparisons: z.array(CartComparisonSchema),
  cheapest: CheapestBasketSchema,
});
export type CartCompareDebugResponse = z.infer<typeof CartCompareDebugResponseSchema>;

export const ValidateCartBodySchema = z.object({
  cart: z.object({
    items: z.array(CartItemInputSchema),
    requires_shipping: z.boolean(),
    shipping_provider: z.nullable(z.string()),
    shipping_lat: z.nullable(z.number()),
    shipping_lon: z.nullable(z.number()),
    supplier_id: IdSchema,
    discount_code: z.nullable(z.string()),
    collection_date: z.nullable(z.string()),
    // Beyond the spec's body: with it, a supplier that charges for bags can price them here, so
    // the total shown before payment is the one charged (decision 017).
    requires_bags: z.optional(z.boolean()),
  }),
  user: UserRefSchema,
});
export type ValidateCartBody = z.infer<typeof ValidateCartBodySchema>;

export const CartValidationResponseSchema = okEnvelope({ validation: CartValidationSchema });
export type CartValidationResponse = z.infer<typeof CartValidationResponseSchema>;

export const ValidatePicksBodySchema = z.object({ items: z.array(CartItemInputSchema) });
export type ValidatePicksBody = z.infer<typeof ValidatePicksBodySchema>;

export const ValidatePicksResponseSchema = okEnvelope({ items: z.array(ValidatedItemSchema) });
export type ValidatePicksResponse = z.infer<typeof ValidatePicksResponseSchema>;

export const CheckoutConfigResponseSchema = okEnvelope({ checkout_config: ClientConfigSchema });
export type CheckoutConfigResponse = z.infer<typeof CheckoutConfigResponseSchema>;

export const CartSyncBodySchema = z.object({
  cart: z.object({
    items: z.array(CartItemInputSchema),
    location: z.optional(z.nullable(LocationSchema)),
    proxy_order_id: z.optional(z.nullable(IdSchema)),
  }),
});
export type CartSyncBody = z.infer<typeof CartSyncBodySchema>;

export const CartResponseSchema = okEnvelope({ cart: CartSchema });
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** Ad-network cookies forwarded so the purchase can be attributed. */
export const FacebookCookiesSchema = z.object({
  fbp: z.optional(z.string()),
  fbc: z.optional(z.string()),
});

export const RegisterOrderCartSchema = z.object({
  items: z.array(CartItemInputSchema).check(z.minLength(1)),
  // Present when the basket re-registers an order that is being edited.
  order_id: z.nullable(IdSchema),
  provider: z.string(),
  supplier_id: IdSchema,
  discount_code: z.nullable(z.string()),
  shipping_address: z.nullable(z.union([AddressSchema, AddressInputSchema])),
  shipping_provider: z.nullable(z.string()),
  shopit: z.boolean(),
  requires_shipping: z.boolean(),
  dispatch: z.nullable(z.string()),
  requires_bags: z.boolean(),
  // A timeslot's value (date and time with its offset), or a bare date where a day is the slot.
  collection_date: z.nullable(z.union([DateSchema, z.iso.datetime({ offset: true })])),
  stokvel: z.boolean(),
  is_demo: z.boolean(),
  credit_in_cents: CentsSchema,
  facebook: z.nullable(FacebookCookiesSchema),
});
export type RegisterOrderCart = z.infer<typeof RegisterOrderCartSchema>;

export const RegisterOrderBodySchema = z.object({
  cart: RegisterOrderCartSchema,
  user: UserRefSchema,
});
export type RegisterOrderBody = z.infer<typeof RegisterOrderBodySchema>;

export const CompareSyncBodySchema = z.object({
  items: z.array(CartItemInputSchema),
  lat: z.optional(z.number()),
  lon: z.optional(z.number()),
});
export type CompareSyncBody = z.infer<typeof CompareSyncBodySchema>;

export const OrderSyncBodySchema = z.object({ order_id: IdSchema });
export type OrderSyncBody = z.infer<typeof OrderSyncBodySchema>;
