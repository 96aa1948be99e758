import { z } from 'zod/mini';
import { IdSchema, okEnvelope } from './common.ts';
import { SupplierSchema } from './supplier.ts';

// The main host's directory (v2): agencies and the suppliers they group. Only the agencies screen
// asks for it.

export const AgencySchema = z.object({
  id: z.optional(IdSchema),
  name: z.string(),
  image_url: z.nullable(z.string()),
  suppliers: z.array(SupplierSchema),
});
export type Agency = z.infer<typeof AgencySchema>;

export const AgenciesResponseSchema = okEnvelope({ agencies: z.array(AgencySchema) });
export type AgenciesResponse = z.infer<typeof AgenciesResponseSchema>;
