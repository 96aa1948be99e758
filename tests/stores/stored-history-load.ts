import { expect, vi } from 'vitest';
import type { CartLine } from '../../src/domain/basket/cart-store';
import {
  ACCOUNT_STORE_KEY,
  AD_CONSENT_KEY,
  CART_STORE_KEY,
  CHECKOUT_MARKS_KEY,
  CHECKOUT_STORE_KEY,
  NOTICES_STORE_KEY,
  ORDERS_STORE_KEY,
  PAYMENTS_STORE_KEY,
  PREFERENCES_STORE_KEY,
  SESSION_STORE_KEY,
  SHOPFRONT_STORE_KEY,
  SUPPLIERS_STORE_KEY,
} from '../../src/stores/store-keys';
import { BASKET, fixture, INITIAL, type Kind, type Shape } from './stored-history-fixtures';

// ---- A page load ----

const storageOf = (kind: Kind = 'local') => (kind === 'session' ? sessionStorage : localStorage);

export function put(shape: Shape): void {
  const value = fixture(shape.file);
  storageOf(shape.storage).setItem(shape.key, shape.plain ? String(value) : JSON.stringify(value));
}

const data = (state: object) =>
  Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'));

/** Every store module evaluated afresh over what storage holds now, as a page load does. */
export async function load() {
  vi.resetModules();
  // The boot's housekeeping runs first (app/boot/session-setup.ts); it must keep every key we wrote.
  const { removeLegacyKeys } = await import('../../src/domain/session/housekeeping');
  const removed = removeLegacyKeys();
  const { useCartStore } = await import('../../src/domain/basket/cart-store');
  const { useAccountStore } = await import('../../src/stores/account-store');
  const { useCheckoutStore } = await import('../../src/domain/checkout/checkout-store');
  const { placeOrderAttempt, placedCheckout } = await import('../../src/domain/checkout/checkout-marks');
  const { useNoticesStore } = await import('../../src/stores/notices-store');
  const { useOrdersStore } = await import('../../src/domain/orders/editing-store');
  const { usePaymentsStore } = await import('../../src/domain/orders/payments-store');
  const { usePreferencesStore } = await import('../../src/stores/preferences-store');
  const { useSessionStore } = await import('../../src/stores/session-store');
  const { useShopfrontStore } = await import('../../src/stores/shopfront-store');
  const { useSuppliersStore } = await import('../../src/stores/suppliers-store');
  const { readAdConsent } = await import('../../src/stores/ad-consent');
  const marks = () => ({ attempt: placeOrderAttempt.read(), placed: placedCheckout.read() });
  const stores = {
    [CART_STORE_KEY]: useCartStore,
    [ACCOUNT_STORE_KEY]: useAccountStore,
    [CHECKOUT_STORE_KEY]: useCheckoutStore,
    [NOTICES_STORE_KEY]: useNoticesStore,
    [ORDERS_STORE_KEY]: useOrdersStore,
    [PAYMENTS_STORE_KEY]: usePaymentsStore,
    [PREFERENCES_STORE_KEY]: usePreferencesStore,
    [SESSION_STORE_KEY]: useSessionStore,
    [SHOPFRONT_STORE_KEY]: useShopfrontStore,
    [SUPPLIERS_STORE_KEY]: useSuppliersStore,
  };
  const read: Record<string, () => unknown> = {
    [CHECKOUT_MARKS_KEY]: marks,
    [AD_CONSENT_KEY]: readAdConsent,
  };
  const initial: Record<string, unknown> = {
    [CHECKOUT_MARKS_KEY]: { attempt: null, placed: null },
    [AD_CONSENT_KEY]: null,
  };
  for (const [key, store] of Object.entries(stores)) {
    read[key] = () => data(store.getState());
    initial[key] = data(store.getInitialState());
  }
  return {
    removed,
    read,
    initial,
    basket: () => useCartStore.getState().items.map(({ offer_id, qty }: CartLine) => ({ offer_id, qty })),
    stored: (key: string) => localStorage.getItem(key),
  };
}
export type Loaded = Awaited<ReturnType<typeof load>>;

export async function loadEmpty(): Promise<Loaded> {
  localStorage.clear();
  sessionStorage.clear();
  const loaded = await load();
  INITIAL.checkout = loaded.initial[CHECKOUT_STORE_KEY] as Record<string, unknown>;
  return loaded;
}

export function expectReads(loaded: Loaded, shape: Shape): void {
  if (shape.key === CART_STORE_KEY)
    expect(loaded.basket(), 'the basket lines, offer and quantity').toEqual(BASKET);
  expect(loaded.read[shape.key]!(), `${shape.key} as ${shape.commit} stored it`).toEqual(shape.reads());
}
