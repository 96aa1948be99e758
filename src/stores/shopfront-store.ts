import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from '#lib/persist-options.ts';
import { SHOPFRONT_STORE_KEY } from './store-keys';

interface PersistedShopfront {
  /** The server's last shopfront_config overrides (null: it had none), validated again on use. */
  overrides: unknown;
}

interface ShopfrontState extends PersistedShopfront {
  remember: (overrides: unknown) => void;
}

const PersistedShopfrontSchema = z.object({
  overrides: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
});

/**
 * What the server last said about title, theme and language, so the next boot paints with it at
 * once instead of waiting for the server's answer (decision 011).
 */
export const useShopfrontStore = create<ShopfrontState>()(
  persist(
    (set) => ({
      overrides: null,
      remember: (overrides) => set({ overrides }),
    }),
    // The overrides themselves are checked where they are used (applyServerOverrides).
    persistOptions(SHOPFRONT_STORE_KEY, 1, PersistedShopfrontSchema, {
      partialize: (state) => ({ overrides: state.overrides }),
    }),
  ),
);
