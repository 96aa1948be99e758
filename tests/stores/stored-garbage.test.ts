import { describe, expect, it } from 'vitest';
import { AddressSchema } from '../../src/api/schemas/account';
import { isSignedIn, useAccountStore } from '../../src/stores/account-store';
import { useCheckoutStore } from '../../src/domain/checkout/checkout-store';
import { useNoticesStore } from '../../src/stores/notices-store';
import { useOrdersStore } from '../../src/domain/orders/editing-store';
import { usePaymentsStore } from '../../src/domain/orders/payments-store';
import { usePreferencesStore } from '../../src/stores/preferences-store';
import { useSessionStore } from '../../src/stores/session-store';
import { useShopfrontStore } from '../../src/stores/shopfront-store';
import { useSuppliersStore } from '../../src/stores/suppliers-store';
import { anAccount } from '../support/fixtures';
import {
  ACCOUNT_STORE_KEY,
  CHECKOUT_STORE_KEY,
  NOTICES_STORE_KEY,
  ORDERS_STORE_KEY,
  PAYMENTS_STORE_KEY,
  PREFERENCES_STORE_KEY,
  SESSION_STORE_KEY,
  SHOPFRONT_STORE_KEY,
  SUPPLIERS_STORE_KEY,
} from '../../src/stores/store-keys';

// Whatever sits under a store's key (another build, another tab, an extension, a curious shopper),
// the store reads it through its schema: what cannot be read falls back, nothing is cast into the
// app. The basket has its own tests (cart-store.test.ts), line by line.

interface Persisted {
  getState: () => object;
  getInitialState: () => object;
  persist: { rehydrate: () => Promise<void> | void };
}

const STORES: [string, Persisted, Storage][] = [
  [ACCOUNT_STORE_KEY, useAccountStore, localStorage],
  [CHECKOUT_STORE_KEY, useCheckoutStore, localStorage],
  [NOTICES_STORE_KEY, useNoticesStore, localStorage],
  [ORDERS_STORE_KEY, useOrdersStore, localStorage],
  [PAYMENTS_STORE_KEY, usePaymentsStore, localStorage],
  [PREFERENCES_STORE_KEY, usePreferencesStore, localStorage],
  [SESSION_STORE_KEY, useSessionStore, sessionStorage],
  [SHOPFRONT_STORE_KEY, useShopfrontStore, localStorage],
  [SUPPLIERS_STORE_KEY, useSuppliersStore, localStorage],
];

const GARBAGE: unknown[] = ['oops', 42, null, [], { nonsense: true }];
const data = (state: object) =>
  Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'));

async function readBack(key: string, store: Persisted, storage: Storage, state: unknown, version = 1) {
  storage.setItem(key, JSON.stringify({ state, version }));
  await store.persist.rehydrate();
  return data(store.getState());
}

describe.each(STORES)('%s', (key, store, storage) => {
  it('reads garbage as its initial state', async () => {
    for (const garbage of GARBAGE) {
      expect(await readBack(key, store, storage, garbage)).toEqual(data(store.getInitialState()));
    }
    storage.setItem(key, '{not json');
    await store.persist.rehydrate();
    expect(data(store.getState())).toEqual(data(store.getInitialState()));
  });

  it('drops the never-shipped version 0 rather than guessing at it', async () => {
    expect(await readBack(key, store, storage, { anything: 1 }, 0)).toEqual(data(store.getInitialState()));
  });
});

describe('fields that cannot be read fall back one by one', () => {
  it('an order being edited without a usable id or reference is no editing mode', async () => {
    for (const editing of [
      'oops',
      { orderId: 'x', reference: 'SO-1' },
      { orderId: 5 },
      { orderId: 5, reference: '' },
    ]) {
      await readBack(ORDERS_STORE_KEY, useOrdersStore, localStorage, { editing });
      expect(useOrdersStore.getState().editing).toBeNull();
    }
    // Stored before orders named their supplier: still editing, at the selected supplier.
    await readBack(ORDERS_STORE_KEY, useOrdersStore, localStorage, {
      editing: { orderId: 5, reference: 'SO-5' },
    });
    expect(useOrdersStore.getState().editing).toEqual({
      orderId: 5,
      reference: 'SO-5',
      supplier: null,
      previous: null,
    });
  });

  it("an edited order's supplier that cannot be read falls back to the selected one", async () => {
    for (const supplier of ['oops', { id: 'x', api_endpoint: null }, { api_endpoint: 'https://shop.test' }]) {
      await readBack(ORDERS_STORE_KEY, useOrdersStore, localStorage, {
        editing: { orderId: 5, reference: 'SO-5', supplier },
      });
      expect(useOrdersStore.getState().editing).toEqual({
        orderId: 5,
        reference: 'SO-5',
        supplier: null,
        previous: null,
      });
    }
    // An endpoint that is not https is checked as the suppliers store checks it: the agency host instead.
    await readBack(ORDERS_STORE_KEY, useOrdersStore, localStorage, {
      editing: { orderId: 5, reference: 'SO-5', supplier: { id: 21, api_endpoint: 'http://evil.example' } },
    });
    expect(useOrdersStore.getState().editing?.supplier).toEqual({ id: 21, api_endpoint: null });
  });

  it('an account that cannot be read signs out, token and all', async () => {
    for (const account of ['oops', { id: 'x' }, { ...anAccount(), profile: null }]) {
      await readBack(ACCOUNT_STORE_KEY, useAccountStore, localStorage, { account, token: 'tok' });
      expect(isSignedIn()).toBe(false);
      expect(useAccountStore.getState().token).toBeNull();
    }
    await readBack(ACCOUNT_STORE_KEY, useAccountStore, localStorage, { account: anAccount(), token: 'tok' });
    expect(isSignedIn()).toBe(true);
    expect(useAccountStore.getState().token).toBe('tok');
  });

  it('a checkout keeps the choices it can read', async () => {
    const address = AddressSchema.parse({
      id: 3,
      formatted: '1 Main Road, Sea Point',
      latitude: -33.91,
      longitude: 18.39,
      unit_or_floor: null,
      bridge_id: null,
      bridge_name: null,
      created_at: '2026-01-10T09:00:00+02:00',
    });
    const state = await readBack(CHECKOUT_STORE_KEY, useCheckoutStore, localStorage, {
      requires_shipping: true,
      shipping_address: address,
      payment_provider: 42,
      credit_in_cents: 'lots',
      client_config: 'oops',
      discount_code_input: 'WINTER15',
    });
    expect(state).toMatchObject({
      requires_shipping: true,
      shipping_address: address,
      payment_provider: null,
      credit_in_cents: 0,
      client_config: null,
      discount_code_input: 'WINTER15',
    });
  });

  it('a language the app does not ship, or a back target off the site, is forgotten', async () => {
    await readBack(PREFERENCES_STORE_KEY, usePreferencesStore, localStorage, { locale: 'de' });
    expect(usePreferencesStore.getState().locale).toBeNull();
    await readBack(SESSION_STORE_KEY, useSessionStore, sessionStorage, {
      dataFree: true,
      backTarget: '//evil.example',
    });
    expect(useSessionStore.getState()).toMatchObject({ dataFree: true, backTarget: null });
  });

  it('a chosen shop with an endpoint that is not https keeps the shop, without the endpoint', async () => {
    await readBack(SUPPLIERS_STORE_KEY, useSuppliersStore, localStorage, {
      selected: { id: 14, name: 'Sea Point', api_endpoint: 'http://evil.example' },
    });
    expect(useSuppliersStore.getState().selected).toEqual({ id: 14, name: 'Sea Point', api_endpoint: null });
  });

  it('a chosen shop without a usable id is no shop', async () => {
    await readBack(SUPPLIERS_STORE_KEY, useSuppliersStore, localStorage, {
      selected: { id: 'x', name: 'Sea Point', api_endpoint: null },
    });
    expect(useSuppliersStore.getState().selected).toBeNull();
  });

  it('a payment attempt that cannot be read drops alone, and one filed under another order too', async () => {
    const attempt = {
      userId: 501,
      orderId: 7,
      provider: 'GATEWAY',
      supplier: { id: 14, api_endpoint: 'javascript:alert(1)' },
      request: null,
      transactionId: 3,
      payRequestId: 'PAY-7-3',
      fromCheckout: true,
      startedAt: '2026-11-24T10:00:00.000Z',
    };
    await readBack(PAYMENTS_STORE_KEY, usePaymentsStore, localStorage, {
      attempts: { 7: attempt, 8: attempt, 9: { orderId: 9, provider: 42 } },
    });
    // The endpoint is not a secure URL: the attempt stays, its calls go to the agency host.
    expect(usePaymentsStore.getState().attempts).toEqual({
      7: { ...attempt, supplier: { id: 14, api_endpoint: null } },
    });
  });
});
