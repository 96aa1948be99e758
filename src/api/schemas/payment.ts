import { z } from 'zod';
import { CentsSchema, IdSchema, okEnvelope } from './common.ts';
import { OrderSchema } from './order.ts';

export const TransactionSchema = z.object({
  id: IdSchema,
  amount_in_cents: CentsSchema,
  // Transaction status values are not fixed by the contract.
  status: z.string(),
  provider: z.string(),
  // Provider-specific payload (redirect URL, wallet reference ...).
  provider_data: z.record(z.string(), z.unknown()).nullable(),
  provider_reference: z.string().nullable(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const RegisterTransactionBodySchema = z.object({
  provider: z.string().min(1),
  amount_in_cents: CentsSchema.positive().optional(),
  return_url: z.url().optional(),
});
export type RegisterTransactionBody = z.infer<typeof RegisterTransactionBodySchema>;

export const CardTransactionBodySchema = z.object({ token: z.string().min(1) });
export type CardTransactionBody = z.infer<typeof CardTransactionBodySchema>;

export const TransactionResponseSchema = okEnvelope({
  transaction: TransactionSchema,
  order: OrderSchema.optional(),
});
export type TransactionResponse = z.infer<typeof TransactionResponseSchema>;
