import { z } from 'zod/mini';
import { AttemptSchema } from '#lib/attempt.ts';
import { localStore } from '#lib/storage.ts';
import { CHECKOUT_MARKS_KEY } from '#stores/store-keys.ts';

// Two facts every tab must see as the last writer left them, whatever copy of the checkout it holds:
// the Place order attempt and the checkout that became an order. They are read from storage when
// used, never from a copy in memory, and each write changes only its own field. With the storage
// full the write stays in this page (lib/storage.ts): the attempt still carries one key however
// often it is pressed here, and Place order never fails for want of room.

const read = (): Record<string, unknown> => {
  try {
    const stored: unknown = JSON.parse(localStore.getItem(CHECKOUT_MARKS_KEY) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** One field of the marks, checked when read: unreadable is none. */
function mark<T>(field: string, schema: z.ZodMiniType<T>) {
  return {
    read(): T | null {
      const parsed = schema.safeParse(read()[field]);
      return parsed.success ? parsed.data : null;
    },
    write(value: T | null): void {
      localStore.setItem(CHECKOUT_MARKS_KEY, JSON.stringify({ ...read(), [field]: value }));
    },
  };
}

/** The Place order attempt: its request and idempotency key, so every retry sends the same key. */
export const placeOrderAttempt = mark('attempt', AttemptSchema);

/**
 * The last checkout this device placed (its started_at) and the order it became: a tab still on
 * that checkout that presses Place order is taken to this order instead of placing another.
 */
export const placedCheckout = mark(
  'placed',
  z.object({ started_at: z.string(), order_id: z.number().check(z.int(), z.positive()) }),
);

/** Whether this device has placed an order (the install offer's 'first order', app/offline). */
export function hasPlacedOrder(): boolean {
  return placedCheckout.read() !== null;
}
