import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { AttemptSchema, type Attempt } from '#lib/attempt.ts';
import { isSecureUrl } from '#lib/safe-url.ts';
import { localStore } from '#lib/storage.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { persistOptions, resetPersisted } from '#lib/persist-options.ts';
import { PAYMENTS_STORE_KEY } from '#stores/store-keys.ts';

/**
 * One payment attempt on an order, kept across the redirect to a payment page and back, a reload
 * or a closed tab: the app asks the server how it ended instead of starting another.
 */
export interface PaymentAttempt {
  userId: number;
  orderId: number;
  provider: string;
  /** The shop holding the order: the transaction calls go to it. */
  supplier: { id: number; api_endpoint: string | null };
  /** The transaction request and its idempotency key: sent again after a lost answer, one transaction. */
  request: Attempt | null;
  transactionId: number | null;
  /** The gateway's id for it: a return carrying another is not this attempt's. */
  payRequestId: string | null;
  /** Started from checkout: a payment that goes through ends on the checkout's outro. */
  fromCheckout: boolean;
  startedAt: string;
}

interface PaymentsState {
  /** Order id -> its latest attempt. */
  attempts: Record<string, PaymentAttempt>;
  save: (attempt: PaymentAttempt) => void;
  patch: (orderId: number, change: Partial<PaymentAttempt>) => void;
  forget: (orderId: number) => void;
}

const id = z.number().check(z.int(), z.positive());
const text = z.nullable(z.string());
const PaymentAttemptSchema: z.ZodMiniType<PaymentAttempt> = z.object({
  userId: id,
  orderId: id,
  provider: z.string(),
  supplier: z.object({
    id,
    api_endpoint: z.catch(z.nullable(z.string().check(z.refine(isSecureUrl))), null),
  }),
  request: z.catch(z.nullable(AttemptSchema), null),
  transactionId: z.catch(z.nullable(id), null),
  payRequestId: z.catch(text, null),
  fromCheckout: z.catch(z.boolean(), false),
  startedAt: z.string(),
});

// An unreadable attempt is dropped on its own; the order still says what was paid.
const PersistedPaymentsSchema = z.object({
  attempts: z.catch(
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((entries) => {
        const kept: Record<string, PaymentAttempt> = {};
        for (const [key, value] of Object.entries(entries)) {
          const parsed = PaymentAttemptSchema.safeParse(value);
          if (parsed.success && String(parsed.data.orderId) === key) kept[key] = parsed.data;
        }
        return kept;
      }),
    ),
    {},
  ),
});

/** Payment attempts in flight, persisted so a redirect or reload never starts a second payment. */
export const usePaymentsStore = create<PaymentsState>()(
  persist(
    (set) => ({
      attempts: {},
      save: (attempt) => set((state) => ({ attempts: { ...state.attempts, [attempt.orderId]: attempt } })),
      patch: (orderId, change) =>
        set((state) => {
          const current = state.attempts[orderId];
          return current ? { attempts: { ...state.attempts, [orderId]: { ...current, ...change } } } : state;
        }),
      forget: (orderId) =>
        set((state) => {
          const { [orderId]: _gone, ...rest } = state.attempts;
          return { attempts: rest };
        }),
    }),
    persistOptions(PAYMENTS_STORE_KEY, 1, PersistedPaymentsSchema, {
      partialize: (state) => ({ attempts: state.attempts }),
    }),
  ),
);

/** The signed-in shopper's attempt on an order; another shopper's (a shared device) is not theirs. */
export function attemptFor(orderId: number): PaymentAttempt | null {
  const attempt = usePaymentsStore.getState().attempts[orderId];
  return attempt && attempt.userId === useAccountStore.getState().account?.id ? attempt : null;
}

/**
 * What the session's lifecycle (domain/session/lifecycle.ts) does with this store once it is
 * loaded: forget it (sign-out), read again what another tab left in storage.
 */
export const paymentsSession = {
  forget: () => resetPersisted(usePaymentsStore, { attempts: {} }),
  followStorage: () =>
    localStore.getItem(PAYMENTS_STORE_KEY) === null
      ? paymentsSession.forget()
      : void usePaymentsStore.persist.rehydrate(),
};
