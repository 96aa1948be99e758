import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isSecureUrl } from '#lib/safe-url.ts';
import { persistOptions } from '#lib/persist-options.ts';
import { StoredSupplierSchema, type SelectedSupplier } from '#stores/suppliers-store.ts';
import { ORDERS_STORE_KEY } from '#stores/store-keys.ts';

/** The supplier an order was placed with: its id and the endpoint its order calls go to. */
export interface OrderSupplier {
  id: number;
  api_endpoint: string | null;
}

/** The placed order the basket is currently editing, by its proxy order id. */
export interface EditingOrder {
  orderId: number;
  reference: string;
  /** Where the order lives; null (or absent, for older state): the selected supplier. */
  supplier?: OrderSupplier | null;
  /** The shop chosen before editing began, chosen again when it ends; null: none to go back to. */
  previous?: SelectedSupplier | null;
}

interface PersistedOrders {
  editing: EditingOrder | null;
}

interface OrdersState extends PersistedOrders {
  startEditing: (order: EditingOrder) => void;
  stopEditing: () => void;
}

// An editing mode that cannot name its order would point the basket at /orders/undefined: none.
const PersistedOrdersSchema = z.object({
  editing: z.catch(
    z.nullable(
      z.object({
        orderId: z.number().check(z.int(), z.positive()),
        reference: z.string().check(z.minLength(1)),
        // A supplier that cannot be read falls back to the selected one, not to no editing at all.
        supplier: z.catch(
          z.nullable(
            z.object({
              id: z.number().check(z.int(), z.positive()),
              // Checked as the suppliers store checks it: https only (http on loopback).
              api_endpoint: z.catch(z.nullable(z.string().check(z.refine(isSecureUrl))), null),
            }),
          ),
          null,
        ),
        previous: StoredSupplierSchema,
      }),
    ),
    null,
  ),
});

/** Order editing mode, persisted so a reload mid-edit does not silently turn edits into a new order. */
export const useOrdersStore = create<OrdersState>()(
  persist(
    (set) => ({
      editing: null,
      startEditing: (order) =>
        set({
          editing: {
            orderId: order.orderId,
            reference: order.reference,
            supplier: order.supplier
              ? { id: order.supplier.id, api_endpoint: order.supplier.api_endpoint }
              : null,
            previous: order.previous ?? null,
          },
        }),
      stopEditing: () => set({ editing: null }),
    }),
    persistOptions(ORDERS_STORE_KEY, 1, PersistedOrdersSchema, {
      partialize: (state) => ({ editing: state.editing }),
    }),
  ),
);
