import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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

/** Order editing mode, persisted so a reload mid-edit does not silently turn edits into a new order. */
export const useOrdersStore = create<OrdersState>()(
  persist(
    (set) => ({
      editing: null,
      startEditing: (order) => set({ editing: { orderId: order.orderId, reference: order.reference } }),
      stopEditing: () => set({ editing: null }),
    }),
    {
      name: ORDERS_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ editing: state.editing }),
      migrate: (persisted, version) => {
        // Version 0 never shipped; anything older than 1 is dropped rather than guessed at.
        if (version < 1) return { editing: null };
        return persisted as PersistedOrders;
      },
    },
  ),
);
