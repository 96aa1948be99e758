import { z } from 'zod/mini';
import { CentsSchema, okEnvelope } from './common.ts';

// Its own module because every page asks for it (the drawer shows what the chosen shop offers):
// the home must not download the basket and order schemas with it.

export const ShippingOptionSchema = z.object({
  name: z.string(),
  payment_options: z.array(z.string()),
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;

export const ClientConfigSchema = z.object({
  bags: z.boolean(),
  bag_price_in_cents: CentsSchema,
  shipping: z.array(ShippingOptionSchema),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const ClientConfigResponseSchema = okEnvelope({ client_config: ClientConfigSchema });
export type ClientConfigResponse = z.infer<typeof ClientConfigResponseSchema>;
