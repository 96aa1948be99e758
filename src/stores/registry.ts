import type { StoreApi } from 'zustand';
import { useAccountStore } from './account-store';
import { useAlertsStore } from './alerts-store';
import { useCartStore } from './cart-store';
import { useCheckoutStore } from './checkout-store';
import { useDialogsStore } from './dialogs-store';
import { useNoticesStore } from './notices-store';
import { useOrdersStore } from './orders-store';
import { usePaymentsStore } from './payments-store';
import { usePreferencesStore } from './preferences-store';
import { useSessionStore } from './session-store';
import { useShopfrontStore } from './shopfront-store';
import { useSuppliersStore } from './suppliers-store';

// For tests only: tests/setup.ts puts every store here back to its initial state after each test.
// App code never imports this file (it would pull every store into whichever chunk did), and
// tests/stores/registry.test.ts fails when a store under src/stores is missing here or app code imports it.

/** Every zustand store under src/stores, by the name its file exports it as. */
export const STORES_BY_NAME = {
  useAccountStore,
  useAlertsStore,
  useCartStore,
  useCheckoutStore,
  useDialogsStore,
  useNoticesStore,
  useOrdersStore,
  usePaymentsStore,
  usePreferencesStore,
  useSessionStore,
  useShopfrontStore,
  useSuppliersStore,
} as const satisfies Record<string, StoreApi<unknown>>;

/** Every zustand store under src/stores. */
export const ALL_STORES: readonly StoreApi<unknown>[] = Object.values(STORES_BY_NAME);
