import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SHOPFRONT_STORE_KEY = 'storefront.shopfront';

interface PersistedShopfront {
  /** The server's last shopfront_config overrides (null: it had none), validated again on use. */
  overrides: unknown;
}

interface ShopfrontState extends PersistedShopfront {
  remember: (overrides: unknown) => void;
}

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
    {
      name: SHOPFRONT_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ overrides: state.overrides }),
      // Whatever is stored is only ever passed through applyServerOverrides, which validates it.
      migrate: (persisted, version) =>
        version < 1 ? { overrides: null } : (persisted as PersistedShopfront),
    },
  ),
);
