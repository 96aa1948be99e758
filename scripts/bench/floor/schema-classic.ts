import type { GreetingParser } from 'floor:schema';
import { z } from 'zod';

// The stack floor's schema in classic zod (FLOOR_ZOD unset or classic).

export const GreetingSchema = z.object({
  name: z.string().min(1),
  items: z.number().int().nonnegative(),
}) satisfies GreetingParser;
