import type { StoreApi } from 'zustand';
import { useAccountStore } from '../../src/stores/account-store';
import { useAlertsStore } from '../../src/stores/alerts-store';
import { useCartStore } from '../../src/domain/basket/cart-store';
import { useCheckoutStore } from '../../src/domain/checkout/checkout-store';
import { useDialogsStore } from '../../src/stores/dialogs-store';
import { useFavouritesStore } from '../../src/domain/favourites/favourites-store';
import { useNoticesStore } from '../../src/stores/notices-store';
import { useOrdersStore } from '../../src/domain/orders/editing-store';
import { usePaymentsStore } from '../../src/domain/orders/payments-store';
import { usePreferencesStore } from '../../src/stores/preferences-store';
import { useSessionStore } from '../../src/stores/session-store';
import { useShopfrontStore } from '../../src/stores/shopfront-store';
import { useSuppliersStore } from '../../src/stores/suppliers-store';

// tests/setup.ts puts every store here back to its initial state after each test. It lives with the
// tests because no app code needs every store at once (whichever chunk imported it would download
// them all); tests/stores/registry.test.ts fails when a store under src/stores or src/domain is missing here.

/** Every zustand store under src/stores and src/domain, by the name its file exports it as. */
export const STORES_BY_NAME = {
  useAccountStore,
  useAlertsStore,
  useCartStore,
  useCheckoutStore,
  useDialogsStore,
  useFavouritesStore,
  useNoticesStore,
  useOrdersStore,
  usePaymentsStore,
  usePreferencesStore,
  useSessionStore,
  useShopfrontStore,
  useSuppliersStore,
} as const satisfies Record<string, StoreApi<unknown>>;

/** Every zustand store under src/stores and src/domain. */
export const ALL_STORES: readonly StoreApi<unknown>[] = Object.values(STORES_BY_NAME);
