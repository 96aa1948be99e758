import type { GreetingParser } from 'floor:schema';
import { z } from 'zod/mini';

// The stack floor's schema in zod/mini (FLOOR_ZOD=mini): the same checks as schema-classic.ts.

export const GreetingSchema = z.object({
  name: z.string().check(z.minLength(1)),
  items: z.number().check(z.int(), z.nonnegative()),
}) satisfies GreetingParser;
