import { z } from 'zod';
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
  image_url: z.string().nullable(),
  name: z.string(),
  barcode: z.string().nullable(),
  supplier_id: IdSchema,
  unit: z.string().nullable(),
  pack: z.string().nullable(),
  brand: z.string().nullable(),
  sellable: SellableSchema.nullable().optional(),
  unit_price: z.string(),
  unit_price_in_cents: CentsSchema,
  total: z.string(),
  total_in_cents: CentsSchema,
  base_price_in_cents: CentsSchema.nullable(),
  packed_at: DateTimeSchema.nullable(),
  price_changed: z.boolean().default(false),
  accepted_limited_stock: z.boolean().default(false),
  removed: z.boolean().default(false),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderEventSchema = z.object({
  timestamp: DateTimeSchema,
  name: z.string(),
  message: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderSchema = z.object({
  id: IdSchema,
  reference: z.string(),
  // Only pending_payment has been observed; other values pass through untyped.
  status: z.string(),
  stock_short: z.boolean(),
  // null for collection orders.
  shipping_status: ShippingStatusSchema.nullable(),
  created_at: DateTimeSchema,
  reviewed_at: DateTimeSchema.nullable(),
  collection_date: DateSchema.nullable(),
  formatted_collection_date: z.string().nullable(),
  delivery_date: DateSchema.nullable(),
  provider: z.string().nullable(),
  payment_status: PaymentStatusSchema,
  payment_method: z.string().nullable(),
  dispatch: z.string().nullable(),
  dispatch_method: z.string().nullable(),
  requires_shipping: z.boolean(),
  shipping_provider: z.string().nullable(),
  shipping_price_in_cents: CentsSchema,
  shipping_address: AddressSchema.nullable(),
  subtotal_in_cents: CentsSchema,
  discount_code: z.string().nullable(),
  discount_in_cents: CentsSchema,
  credit_in_cents: CentsSchema,
  total: z.string(),
  total_in_cents: CentsSchema,
  payable_balance_in_cents: CentsSchema,
  debtorcard_balance_in_cents: CentsSchema.nullable(),
  requires_bags: z.boolean(),
  bag_qty: z.number().int().nonnegative(),
  bag_total_in_cents: CentsSchema,
  pdf_invoice_url: z.string().nullable(),
  supplier_id: IdSchema,
  supplier_name: z.string(),
  supplier_address: z.string().nullable(),
  order_events: z.array(OrderEventSchema).default([]),
  order_items: z.array(OrderItemSchema).default([]),
});
export type Order = z.infer<typeof OrderSchema>;

export const MODIFICATION_ACTIONS = ['add', 'update', 'accept', 'remove'] as const;

export const OrderModificationSchema = z.object({
  action: z.enum(MODIFICATION_ACTIONS),
  // null for an added line that has no order item yet.
  order_item_id: IdSchema.nullable(),
  qty: QuantitySchema.nullable(),
  item: OrderItemSchema.nullable().optional(),
});
export type OrderModification = z.infer<typeof OrderModificationSchema>;

/** One requested change; an 'add' names the offer instead of an order item. */
export const OrderModificationInputSchema = z.object({
  action: z.enum(MODIFICATION_ACTIONS),
  order_item_id: IdSchema.optional(),
  offer_id: IdSchema.optional(),
  qty: QuantitySchema.optional(),
});
export type OrderModificationInput = z.infer<typeof OrderModificationInputSchema>;

export const ModifyOrderBodySchema = z.object({
  modifications: z.array(OrderModificationInputSchema).min(1),
});
export type ModifyOrderBody = z.infer<typeof ModifyOrderBodySchema>;

/** Answer of modify and validate_modifications; any flag set blocks proceeding. */
export const OrderModificationResultSchema = okEnvelope({
  out_of_stock: z.boolean(),
  updated: z.boolean(),
  payable_amount_error: z.string().nullable(),
  notice: z.string().nullable().optional(),
  order: OrderSchema.nullable().optional(),
  modifications: z.array(OrderModificationSchema),
});
export type OrderModificationResult = z.infer<typeof OrderModificationResultSchema>;

export const ReviewSchema = z.object({
  order_id: IdSchema,
  rating: z.number().int().min(1).max(5),
  // The form only offers a comment for ratings 1-4.
  comment: z.string().nullable(),
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
