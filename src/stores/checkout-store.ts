import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Address } from '../api/schemas/account';
import type { ClientConfig } from '../api/schemas/client-config';

export const CHECKOUT_STORE_KEY = 'storefront.checkout';

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
  order_id: number | null;
  validated_at: string | null;
  supplier_id: number | null;
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
  order_id: null,
  validated_at: null,
  supplier_id: null,
};

/** Checkout choices, persisted so a payment redirect or reload comes back to the same checkout. */
export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set) => ({
      ...initialCheckout,
      patch: (partial) => set(partial),
      setRequiresShipping: (value) =>
        set((state) => ({
          requires_shipping: value,
          // Payment options depend on the delivery choice (client_config.shipping), so pick again.
          payment_provider: null,
          shipping_address: value ? state.shipping_address : null,
        })),
      reset: () => set(initialCheckout),
    }),
    {
      name: CHECKOUT_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Everything but the actions.
      partialize: ({ patch: _patch, setRequiresShipping: _set, reset: _reset, ...data }) => data,
      migrate: (persisted, version) => {
        // Version 0 never shipped; anything older than 1 is dropped rather than guessed at.
        if (version < 1) return initialCheckout;
        return persisted as CheckoutData;
      },
    },
  ),
);
