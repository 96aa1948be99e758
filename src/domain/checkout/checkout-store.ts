import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localStore } from '#lib/storage.ts';
import { AddressSchema, type Address } from '#api/schemas/account.ts';
import { ClientConfigSchema, type ClientConfig } from '#api/schemas/client-config.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { persistOptions, resetPersisted } from '#lib/persist-options.ts';
import { CHECKOUT_MARKS_KEY, CHECKOUT_STORE_KEY } from '#stores/store-keys.ts';

/** The spec's checkout state, named as the spec (and the register-order body) names it. */
export interface CheckoutData {
  client_config: ClientConfig | null;
  collection_date: string | null;
  credit_in_cents: number;
  payment_provider: string | null;
  requires_bags: boolean;
  requires_shipping: boolean;
  shipping_provider: string | null;
  shipping_address: Address | null;
  shipping_cost_in_cents: number;
  discount_code: string | null;
  /** What the shopper is typing, kept apart from the code the server accepted. */
  discount_code_input: string;
  validated_at: string | null;
  supplier_id: number | null;
  /** When begin_checkout was tracked for this checkout (once per order). */
  started_at: string | null;
  /**
   * The chosen shipping option's name (COLLECT, PICUP, a shop's own delivery), or null before the
   * shopper chose: requires_shipping false alone cannot tell "chose Collect" from "not chosen yet".
   */
  dispatch: string | null;
  /**
   * The shopper whose checkout this is. A session the server ended keeps the checkout for them to
   * resume after signing in again; anyone else signing in starts afresh.
   */
  account_id: number | null;
}

/** A shipping option as the dispatch step offers it (features/checkout/dispatch-options). */
export interface DispatchChoice {
  name: string;
  requires_shipping: boolean;
  shipping_provider: string | null;
}

interface CheckoutState extends CheckoutData {
  patch: (partial: Partial<CheckoutData>) => void;
  setRequiresShipping: (value: boolean) => void;
  reset: () => void;
}

const initialCheckout: CheckoutData = {
  client_config: null,
  collection_date: null,
  credit_in_cents: 0,
  payment_provider: null,
  requires_bags: false,
  requires_shipping: false,
  shipping_provider: null,
  shipping_address: null,
  shipping_cost_in_cents: 0,
  discount_code: null,
  discount_code_input: '',
  validated_at: null,
  supplier_id: null,
  started_at: null,
  dispatch: null,
  account_id: null,
};

const text = z.nullable(z.string());
const id = z.nullable(z.number().check(z.int(), z.positive()));
const cents = z.number().check(z.int(), z.nonnegative());
// Each choice that cannot be read goes back to unchosen; the checkout steps ask for it again.
const PersistedCheckoutSchema: z.ZodMiniType<CheckoutData> = z.object({
  client_config: z.catch(z.nullable(ClientConfigSchema), null),
  collection_date: z.catch(text, null),
  credit_in_cents: z.catch(cents, 0),
  payment_provider: z.catch(text, null),
  requires_bags: z.catch(z.boolean(), false),
  requires_shipping: z.catch(z.boolean(), false),
  shipping_provider: z.catch(text, null),
  shipping_address: z.catch(z.nullable(AddressSchema), null),
  shipping_cost_in_cents: z.catch(cents, 0),
  discount_code: z.catch(text, null),
  discount_code_input: z.catch(z.string(), ''),
  validated_at: z.catch(text, null),
  supplier_id: z.catch(id, null),
  started_at: z.catch(text, null),
  dispatch: z.catch(text, null),
  account_id: z.catch(id, null),
});

/**
 * Builds before the Place order marks had a key of their own (checkout-marks.ts) kept them inside
 * the stored checkout. A press whose answer was lost must be retried with the same key after an
 * update, or the shop makes a second order: the old fields move there, once, before this store
 * first writes (which drops them). The marks are checked when read, so they move as they are.
 */
function adoptLegacyMarks(): void {
  if (localStore.getItem(CHECKOUT_MARKS_KEY) !== null) return;
  try {
    const { attempt, placed } =
      (
        JSON.parse(localStore.getItem(CHECKOUT_STORE_KEY) ?? '{}') as {
          state?: { attempt?: unknown; placed?: unknown };
        }
      ).state ?? {};
    if (attempt || placed) localStore.setItem(CHECKOUT_MARKS_KEY, JSON.stringify({ attempt, placed }));
  } catch {
    // Unreadable: nothing to move.
  }
}
if (typeof window !== 'undefined') adoptLegacyMarks();

/** Checkout choices, persisted so a payment redirect or reload comes back to the same checkout. */
export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set) => ({
      ...initialCheckout,
      // Every choice is the signed-in shopper's (checkout is for signed-in shoppers only).
      patch: (partial) => set({ ...partial, account_id: useAccountStore.getState().account?.id ?? null }),
      setRequiresShipping: (value) =>
        set((state) => ({
          requires_shipping: value,
          // Payment options depend on the delivery choice (client_config.shipping), so pick again.
          payment_provider: null,
          shipping_address: value ? state.shipping_address : null,
        })),
      reset: () => set(initialCheckout),
    }),
    persistOptions(CHECKOUT_STORE_KEY, 1, PersistedCheckoutSchema, {
      // Everything but the actions.
      partialize: ({ patch: _patch, setRequiresShipping: _set, reset: _reset, ...data }) => data,
    }),
  ),
);

/**
 * Chooses how the order leaves the shop; a new choice also asks again for date and payment.
 */
export function chooseDispatch(choice: DispatchChoice): void {
  const checkout = useCheckoutStore.getState();
  if (checkout.dispatch === choice.name) return;
  checkout.setRequiresShipping(choice.requires_shipping);
  // Collection and delivery slots differ, and so do the payment options of each method.
  checkout.patch({
    dispatch: choice.name,
    shipping_provider: choice.shipping_provider,
    collection_date: null,
    payment_provider: null,
  });
}

/**
 * Whether the checkout belongs to a shopper other than `accountId` (the one signed in now): it
 * holds their address, credit and order. A checkout kept while nobody is signed in is the one a
 * session that ended left for the same shopper to resume (decision 024).
 */
function belongsToSomeoneElse(accountId: number): boolean {
  const owner = useCheckoutStore.getState().account_id;
  return owner !== null && owner !== accountId;
}

// A checkout stored by another shopper on this device is not read into a page of this one.
const signedIn = useAccountStore.getState().account?.id;
if (signedIn !== undefined && belongsToSomeoneElse(signedIn)) useCheckoutStore.setState(initialCheckout);

/**
 * What the session's lifecycle (domain/session/lifecycle.ts) does with this store once it is
 * loaded: forget it (sign-out), read again what another tab left in storage, or keep it only for
 * the shopper who signed in.
 */
export const checkoutSession = {
  // A signed-out device holds no checkout at all, not even an empty one.
  forget: () => resetPersisted(useCheckoutStore, initialCheckout),
  followStorage: () =>
    localStore.getItem(CHECKOUT_STORE_KEY) === null
      ? checkoutSession.forget()
      : void useCheckoutStore.persist.rehydrate(),
  keepOnlyFor: (accountId: number) => {
    if (belongsToSomeoneElse(accountId)) useCheckoutStore.setState(initialCheckout);
  },
};
