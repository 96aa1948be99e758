import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist-options';

export const ORDERS_STORE_KEY = 'storefront.orders';

/** The placed order the basket is currently editing, by its proxy order id. */
export interface EditingOrder {
  orderId: number;
  reference: string;
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
      startEditing: (order) => set({ editing: { orderId: order.orderId, reference: order.reference } }),
      stopEditing: () => set({ editing: null }),
    }),
    persistOptions(ORDERS_STORE_KEY, 1, PersistedOrdersSchema, {
      partialize: (state) => ({ editing: state.editing }),
    }),
  ),
);
