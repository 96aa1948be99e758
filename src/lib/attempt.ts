import { z } from 'zod/mini';

/**
 * One attempt at a create: the request it sent (as text) and the idempotency key it sent it with.
 * Sending the same request again reuses the key (lib/use-create-mutation.ts); stores that keep an
 * attempt across reloads and tabs (the Place order and payment attempts) read it back with this.
 */
export const AttemptSchema = z.object({ input: z.string(), key: z.string().check(z.minLength(1)) });
export type Attempt = z.infer<typeof AttemptSchema>;
