import { z } from 'zod/mini';
import { okEnvelope } from './common.ts';

// The card provider's tokenising call (Yoco style). Card details go to the provider with the
// supplier's public key, never to the supplier; the supplier charges the one-time token it returns.

export const CardDetailsSchema = z.object({
  public_key: z.string().check(z.minLength(1)),
  /** Digits only. */
  number: z.string().check(z.regex(/^\d{12,19}$/)),
  expiry_month: z.number().check(z.int(), z.gte(1), z.lte(12)),
  /** Four digits. */
  expiry_year: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/)),
  name: z.optional(z.string()),
});
export type CardDetails = z.infer<typeof CardDetailsSchema>;

export const CardTokenResponseSchema = okEnvelope({ token: z.string().check(z.minLength(1)) });
export type CardTokenResponse = z.infer<typeof CardTokenResponseSchema>;
