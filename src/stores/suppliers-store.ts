import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from '#lib/persist-options.ts';
import { readStoredShop, type StoredShop } from './stored-shop';
import { SUPPLIERS_STORE_KEY, SUPPLIERS_STORE_VERSION } from './store-keys';

/** What the app remembers about the chosen supplier: enough to pick its API host. */
export type SelectedSupplier = StoredShop;

interface SuppliersState {
  selected: SelectedSupplier | null;
  select: (supplier: SelectedSupplier) => void;
  clear: () => void;
}

/** A stored shop, or null when it cannot be read or is absent (read as the early boot script reads it). */
export const StoredSupplierSchema = z.pipe(z.optional(z.unknown()), z.transform(readStoredShop));

const PersistedSuppliersSchema = z.object({ selected: StoredSupplierSchema });

/** The chosen supplier, persisted so a reload keeps browsing the same shop. */
export const useSuppliersStore = create<SuppliersState>()(
  persist(
    (set) => ({
      selected: null,
      select: (supplier) => set({ selected: supplier }),
      clear: () => set({ selected: null }),
    }),
    persistOptions(SUPPLIERS_STORE_KEY, SUPPLIERS_STORE_VERSION, PersistedSuppliersSchema, {
      partialize: (state) => ({ selected: state.selected }),
    }),
  ),
);
