import { z } from 'zod/mini';
import { IdSchema, okEnvelope } from './common.ts';

/**
 * What the shell needs of an open order: enough to say which orders need attention and link to
 * them. The server sends whole orders; the rest is dropped here, so every page (home included)
 * can check open orders without downloading the full order schemas (src/api/schemas/order.ts).
 */
export const OpenOrderSchema = z.object({
  id: IdSchema,
  reference: z.string(),
  status: z.string(),
  stock_short: z.boolean(),
  // A string here, not the order schema's enum: an unknown status must not hide an open order.
  shipping_status: z.nullable(z.string()),
});
export type OpenOrder = z.infer<typeof OpenOrderSchema>;

export const OpenOrdersResponseSchema = okEnvelope({ orders: z.array(OpenOrderSchema) });
export type OpenOrdersResponse = z.infer<typeof OpenOrdersResponseSchema>;
