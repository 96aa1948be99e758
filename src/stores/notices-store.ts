import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist-options';

export const NOTICES_STORE_KEY = 'storefront.notices';

interface NoticesState {
  /** Supplier id -> the Johannesburg date its 'closed' notice was last shown. */
  closedShown: Record<string, string>;
  markClosedShown: (supplierId: number, day: string) => void;
}

// Forgetting when a notice was shown only shows it once more today.
const PersistedNoticesSchema = z.object({ closedShown: z.catch(z.record(z.string(), z.string()), {}) });

/** Notices shown at most once per day, remembered across reloads. */
export const useNoticesStore = create<NoticesState>()(
  persist(
    (set) => ({
      closedShown: {},
      markClosedShown: (supplierId, day) =>
        set((state) => ({ closedShown: { ...state.closedShown, [String(supplierId)]: day } })),
    }),
    persistOptions(NOTICES_STORE_KEY, 1, PersistedNoticesSchema, {
      partialize: (state) => ({ closedShown: state.closedShown }),
    }),
  ),
);
