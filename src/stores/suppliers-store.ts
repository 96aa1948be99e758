import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isSecureUrl } from '../lib/safe-url';
import { persistOptions } from './persist-options';
import { SUPPLIERS_STORE_KEY, SUPPLIERS_STORE_VERSION } from './store-keys';

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

/** A stored shop, or null when it cannot be read: the shopper then chooses again. */
export const StoredSupplierSchema = z.catch(
  z.nullable(
    z.object({
      id: z.number().check(z.int(), z.positive()),
      name: z.string(),
      // A stored endpoint is checked as the supplier list's is: https only (http on loopback).
      api_endpoint: z.catch(z.nullable(z.string().check(z.refine(isSecureUrl))), null),
    }),
  ),
  null,
);

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
