import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const NOTICES_STORE_KEY = 'storefront.notices';

interface NoticesState {
  /** Supplier id -> the Johannesburg date its 'closed' notice was last shown. */
  closedShown: Record<string, string>;
  markClosedShown: (supplierId: number, day: string) => void;
}

/** Notices shown at most once per day, remembered across reloads. */
export const useNoticesStore = create<NoticesState>()(
  persist(
    (set) => ({
      closedShown: {},
      markClosedShown: (supplierId, day) =>
        set((state) => ({ closedShown: { ...state.closedShown, [String(supplierId)]: day } })),
    }),
    {
      name: NOTICES_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ closedShown: state.closedShown }),
      migrate: (persisted, version) => {
        if (version < 1) return { closedShown: {} };
        return persisted as { closedShown: Record<string, string> };
      },
    },
  ),
);
