import { z } from 'zod/mini';
import {
  CentsSchema,
  DateSchema,
  DateTimeSchema,
  IdSchema,
  PaginationSchema,
  QuantitySchema,
  okEnvelope,
} from './common.ts';
import { AddressSchema } from './account.ts';
import { SellableSchema } from './catalog.ts';

export const SHIPPING_STATUSES = [
  'pending',
  'preparing',
  'stock_short',
  'ready_for_collection',
  'ready_for_delivery',
  'collected',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'abandoned',
  'pending_payment',
  'payment_processing',
] as const;
export const ShippingStatusSchema = z.enum(SHIPPING_STATUSES);
export type ShippingStatus = z.infer<typeof ShippingStatusSchema>;

export const PAYMENT_STATUSES = ['pending_payment', 'underpaid', 'overpaid', 'paid'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const OrderItemSchema = z.object({
  id: IdSchema,
  offer_id: IdSchema,
  qty: QuantitySchema,
  qty_ordered: QuantitySchema,
  formatted_qty: z.string(),
  formatted_qty_ordered: z.string(),
  image_url: z.nullable(z.string()),
  name: z.string(),
  barcode: z.nullable(z.string()),
  supplier_id: IdSchema,
  unit: z.nullable(z.string()),
  pack: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  sellable: z.optional(z.nullable(SellableSchema)),
  unit_price: z.string(),
  unit_price_in_cents: CentsSchema,
  total: z.string(),
  total_in_cents: CentsSchema,
  base_price_in_cents: z.nullable(CentsSchema),
  packed_at: z.nullable(DateTimeSchema),
  price_changed: z._default(z.boolean(), false),
  accepted_limited_stock: z._default(z.boolean(), false),
  removed: z._default(z.boolean(), false),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderEventSchema = z.object({
  timestamp: DateTimeSchema,
  name: z.string(),
  message: z.nullable(z.string()),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderSchema = z.object({
  id: IdSchema,
  reference: z.string(),
  // Only pending_payment has been observed; other values pass through untyped.
  status: z.string(),
  stock_short: z.boolean(),
  // null for collection orders.
  shipping_status: z.nullable(ShippingStatusSchema),
  created_at: DateTimeSchema,
  reviewed_at: z.nullable(DateTimeSchema),
  collection_date: z.nullable(DateSchema),
  formatted_collection_date: z.nullable(z.string()),
  delivery_date: z.nullable(DateSchema),
  provider: z.nullable(z.string()),
  payment_status: PaymentStatusSchema,
  payment_method: z.nullable(z.string()),
  dispatch: z.nullable(z.string()),
  dispatch_method: z.nullable(z.string()),
  requires_shipping: z.boolean(),
  shipping_provider: z.nullable(z.string()),
  shipping_price_in_cents: CentsSchema,
  shipping_address: z.nullable(AddressSchema),
  subtotal_in_cents: CentsSchema,
  discount_code: z.nullable(z.string()),
  discount_in_cents: CentsSchema,
  credit_in_cents: CentsSchema,
  total: z.string(),
  total_in_cents: CentsSchema,
  payable_balance_in_cents: CentsSchema,
  // Not in the spec's list; a supplier that sends them lets the shop name what it owes back
  // (overpaid, or paid after a cancel) and which payment is still open (one per order).
  paid_in_cents: z.optional(z.nullable(CentsSchema)),
  open_transaction_id: z.optional(z.nullable(IdSchema)),
  debtorcard_balance_in_cents: z.nullable(CentsSchema),
  requires_bags: z.boolean(),
  bag_qty: z.number().check(z.int(), z.nonnegative()),
  bag_total_in_cents: CentsSchema,
  pdf_invoice_url: z.nullable(z.string()),
  supplier_id: IdSchema,
  supplier_name: z.string(),
  supplier_address: z.nullable(z.string()),
  order_events: z._default(z.array(OrderEventSchema), []),
  order_items: z._default(z.array(OrderItemSchema), []),
});
export type Order = z.infer<typeof OrderSchema>;

export const MODIFICATION_ACTIONS = ['add', 'update', 'accept', 'remove'] as const;

export const OrderModificationSchema = z.object({
  action: z.enum(MODIFICATION_ACTIONS),
  // null for an added line that has no order item yet.
  order_item_id: z.nullable(IdSchema),
  qty: z.nullable(QuantitySchema),
  item: z.optional(z.nullable(OrderItemSchema)),
});
export type OrderModification = z.infer<typeof OrderModificationSchema>;

/** One requested change; an 'add' names the offer instead of an order item. */
export const OrderModificationInputSchema = z.object({
  action: z.enum(MODIFICATION_ACTIONS),
  order_item_id: z.optional(IdSchema),
  offer_id: z.optional(IdSchema),
  qty: z.optional(QuantitySchema),
});
export type OrderModificationInput = z.infer<typeof OrderModificationInputSchema>;

export const ModifyOrderBodySchema = z.object({
  modifications: z.array(OrderModificationInputSchema).check(z.minLength(1)),
});
export type ModifyOrderBody = z.infer<typeof ModifyOrderBodySchema>;

/** Answer of modify and validate_modifications; any flag set blocks proceeding. */
export const OrderModificationResultSchema = okEnvelope({
  out_of_stock: z.boolean(),
  updated: z.boolean(),
  payable_amount_error: z.nullable(z.string()),
  notice: z.optional(z.nullable(z.string())),
  order: z.optional(z.nullable(OrderSchema)),
  modifications: z.array(OrderModificationSchema),
});
export type OrderModificationResult = z.infer<typeof OrderModificationResultSchema>;

export const ReviewSchema = z.object({
  order_id: IdSchema,
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  // The form only offers a comment for ratings 1-4.
  comment: z.nullable(z.string()),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewBodySchema = z.object({ review: ReviewSchema });
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

export const OrderResponseSchema = okEnvelope({ order: OrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

export const OrdersPageResponseSchema = okEnvelope({
  orders: z.array(OrderSchema),
  pagination: PaginationSchema,
});
export type OrdersPageResponse = z.infer<typeof OrdersPageResponseSchema>;

export const OrdersResponseSchema = okEnvelope({ orders: z.array(OrderSchema) });
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>;
