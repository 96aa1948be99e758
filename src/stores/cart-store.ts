import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { followKeyInOtherTabs } from './follow-tabs';
import { lineTotalCents, quantityRules, roundQty } from '../lib/quantity';
import type { CartItem } from '../api/schemas/cart';
import type { Offer } from '../api/schemas/catalog';

/** The spec's basket key; the `v1` suffix lets an incompatible basket shape move to a new key. */
export const CART_STORE_KEY = 'storefront.cart.v1';

interface PersistedCart {
  supplierId: number | null;
  items: CartItem[];
}

interface CartState extends PersistedCart {
  setQty: (offer: Offer, qty: number) => void;
  remove: (offerId: number) => void;
  /** Drops the lines another supplier sells (the shopper chose that supplier's shop). */
  keepOnly: (supplierId: number) => void;
  clear: () => void;
}

const empty: PersistedCart = { supplierId: null, items: [] };

// An empty basket belongs to no supplier, so the next offer added decides it afresh.
function withItems(items: CartItem[], supplierId: number | null): PersistedCart {
  return items.length === 0 ? empty : { items, supplierId };
}

/** The shopper's basket: one line per offer, persisted and shared with the shopper's other tabs. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...empty,
      setQty: (offer, qty) =>
        set((state) => {
          const rounded = roundQty(qty);
          const others = state.items.filter((item) => item.offer.id !== offer.id);
          if (!(rounded > 0)) return withItems(others, state.supplierId);
          // Replace in place so a quantity change does not reorder the basket.
          const index = state.items.findIndex((item) => item.offer.id === offer.id);
          const line: CartItem = { offer, qty: rounded };
          const items =
            index === -1 ? [...state.items, line] : state.items.map((item, i) => (i === index ? line : item));
          return withItems(items, offer.supplier.id);
        }),
      remove: (offerId) =>
        set((state) =>
          withItems(
            state.items.filter((item) => item.offer.id !== offerId),
            state.supplierId,
          ),
        ),
      keepOnly: (supplierId) =>
        set((state) =>
          withItems(
            state.items.filter((item) => item.offer.supplier.id === supplierId),
            supplierId,
          ),
        ),
      clear: () => set(empty),
    }),
    {
      name: CART_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ supplierId: state.supplierId, items: state.items }),
      migrate: (persisted, version) => {
        // Version 0 never shipped; anything older than 1 is dropped rather than guessed at.
        if (version < 1) return empty;
        return persisted as PersistedCart;
      },
    },
  ),
);

/** How many basket lines a supplier does not sell: what choosing its shop would drop. */
export function linesNotFrom(state: { items: CartItem[] }, supplierId: number): number {
  return state.items.filter((item) => item.offer.supplier.id !== supplierId).length;
}

/** Number of basket lines (not units): what the toolbar badge shows. */
export function cartCount(state: { items: CartItem[] }): number {
  return state.items.length;
}

/**
 * Basket total in cents, each line rounded the way the supplier server rounds its subtotal. Per-kg
 * lines apply the offer's conversion rate (priced in one unit, stepped in another).
 */
export function cartTotalInCents(state: { items: CartItem[] }): number {
  return state.items.reduce(
    (sum, item) => sum + lineTotalCents(item.offer.price_in_cents, item.qty, quantityRules(item.offer).rate),
    0,
  );
}

/** Reloads the basket when another tab changes it; returns the unsubscribe function. */
export function followCartInOtherTabs(target: Window = window): () => void {
  return followKeyInOtherTabs(target, CART_STORE_KEY, useCartStore, () => useCartStore.getState().clear());
}
