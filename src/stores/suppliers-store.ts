import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What the app remembers about the chosen supplier: enough to pick its API host. */
export interface SelectedSupplier {
  id: number;
  name: string;
  api_endpoint: string | null;
}

interface SuppliersState {
  selected: SelectedSupplier | null;
  select: (supplier: SelectedSupplier) => void;
  clear: () => void;
}

export const SUPPLIERS_STORE_KEY = 'storefront.suppliers';

/** The chosen supplier, persisted so a reload keeps browsing the same shop. */
export const useSuppliersStore = create<SuppliersState>()(
  persist(
    (set) => ({
      selected: null,
      select: (supplier) => set({ selected: supplier }),
      clear: () => set({ selected: null }),
    }),
    {
      name: SUPPLIERS_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ selected: state.selected }),
      migrate: (persisted, version) => {
        // Version 0 never shipped; anything older than 1 is dropped rather than guessed at.
        if (version < 1) return { selected: null };
        return persisted as { selected: SelectedSupplier | null };
      },
    },
  ),
);
