import { z } from 'zod/mini';
import { CentsSchema, IdSchema, okEnvelope } from './common.ts';
import { OrderSchema } from './order.ts';

export const TransactionSchema = z.object({
  id: IdSchema,
  amount_in_cents: CentsSchema,
  // Transaction status values are not fixed by the contract.
  status: z.string(),
  provider: z.string(),
  // Provider-specific payload (redirect URL, wallet reference ...).
  provider_data: z.nullable(z.record(z.string(), z.unknown())),
  provider_reference: z.nullable(z.string()),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const RegisterTransactionBodySchema = z.object({
  provider: z.string().check(z.minLength(1)),
  amount_in_cents: z.optional(CentsSchema.check(z.positive())),
  return_url: z.optional(z.url()),
});
export type RegisterTransactionBody = z.infer<typeof RegisterTransactionBodySchema>;

export const CardTransactionBodySchema = z.object({ token: z.string().check(z.minLength(1)) });
export type CardTransactionBody = z.infer<typeof CardTransactionBodySchema>;

export const TransactionResponseSchema = okEnvelope({
  transaction: TransactionSchema,
  order: z.optional(OrderSchema),
});
export type TransactionResponse = z.infer<typeof TransactionResponseSchema>;
