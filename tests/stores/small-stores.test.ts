import { describe, expect, it } from 'vitest';
import { useOrdersStore } from '../../src/domain/orders/editing-store';
import { usePreferencesStore } from '../../src/stores/preferences-store';
import { useSessionStore } from '../../src/stores/session-store';
import { ORDERS_STORE_KEY, PREFERENCES_STORE_KEY, SESSION_STORE_KEY } from '../../src/stores/store-keys';

describe('orders store', () => {
  it('remembers the order being edited, with its supplier, under storefront.orders and restores it', async () => {
    const supplier = { id: 21, api_endpoint: 'https://shop.test/api' };
    // Only the id and endpoint are kept, whatever else the caller's supplier object carries.
    useOrdersStore.getState().startEditing({
      orderId: 1201,
      reference: 'SO-1201',
      supplier: { ...supplier, name: 'Shop' } as typeof supplier,
    });
    const stored = localStorage.getItem('storefront.orders');
    expect(JSON.parse(stored ?? 'null')).toEqual({
      state: { editing: { orderId: 1201, reference: 'SO-1201', supplier, previous: null } },
      version: 1,
    });

    useOrdersStore.getState().stopEditing();
    expect(useOrdersStore.getState().editing).toBeNull();
    localStorage.setItem(ORDERS_STORE_KEY, stored ?? '');
    await useOrdersStore.persist.rehydrate();
    expect(useOrdersStore.getState().editing).toEqual({
      orderId: 1201,
      reference: 'SO-1201',
      supplier,
      previous: null,
    });
  });

  it('keeps the shop chosen before editing, to choose it again when editing ends', async () => {
    const previous = { id: 14, name: 'Sea Point', api_endpoint: 'https://sea-point.test/api' };
    useOrdersStore.getState().startEditing({ orderId: 1201, reference: 'SO-1201', previous });
    await useOrdersStore.persist.rehydrate();
    expect(useOrdersStore.getState().editing?.previous).toEqual(previous);
  });

  it('edits without a supplier (null: the selected one) when none is given', () => {
    useOrdersStore.getState().startEditing({ orderId: 1201, reference: 'SO-1201' });
    expect(useOrdersStore.getState().editing).toEqual({
      orderId: 1201,
      reference: 'SO-1201',
      supplier: null,
      previous: null,
    });
  });

  it('drops a version-0 editing state', async () => {
    localStorage.setItem(
      ORDERS_STORE_KEY,
      JSON.stringify({ state: { editing: { orderId: 1 } }, version: 0 }),
    );
    await useOrdersStore.persist.rehydrate();
    expect(useOrdersStore.getState().editing).toBeNull();
  });
});

describe('session store', () => {
  it('keeps data-free mode in sessionStorage only, so it ends with the browser session', () => {
    useSessionStore.getState().setDataFree(true);
    useSessionStore.getState().setBackTarget('/orders');
    expect(SESSION_STORE_KEY).toBe('storefront.session');
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORE_KEY) ?? 'null')).toEqual({
      state: { dataFree: true, backTarget: '/orders', openOrdersSeen: [] },
      version: 1,
    });
    expect(localStorage.getItem(SESSION_STORE_KEY)).toBeNull();
  });

  it('restores from sessionStorage and drops version 0', async () => {
    sessionStorage.setItem(
      SESSION_STORE_KEY,
      JSON.stringify({ state: { dataFree: true, backTarget: null }, version: 1 }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().dataFree).toBe(true);

    sessionStorage.setItem(
      SESSION_STORE_KEY,
      JSON.stringify({ state: { dataFree: true, backTarget: '/x' }, version: 0 }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ dataFree: false, backTarget: null });
  });
});

describe('preferences store', () => {
  it('remembers the chosen language under storefront.preferences', async () => {
    usePreferencesStore.getState().setLocale('af');
    const stored = localStorage.getItem('storefront.preferences');
    expect(JSON.parse(stored ?? 'null')).toEqual({ state: { locale: 'af', dataLight: null }, version: 1 });

    usePreferencesStore.setState(usePreferencesStore.getInitialState(), true);
    localStorage.setItem(PREFERENCES_STORE_KEY, stored ?? '');
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.getState().locale).toBe('af');
  });

  it('forgets a language the app no longer ships, and a version-0 choice', async () => {
    localStorage.setItem(PREFERENCES_STORE_KEY, JSON.stringify({ state: { locale: 'de' }, version: 1 }));
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.getState().locale).toBeNull();

    localStorage.setItem(PREFERENCES_STORE_KEY, JSON.stringify({ state: { locale: 'fr' }, version: 0 }));
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.getState().locale).toBeNull();
  });

  it('remembers the data saver choice; anything but a yes or no follows the browser again', async () => {
    usePreferencesStore.getState().setDataLight(true);
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORE_KEY) ?? 'null')).toEqual({
      state: { locale: null, dataLight: true },
      version: 1,
    });
    localStorage.setItem(PREFERENCES_STORE_KEY, JSON.stringify({ state: { dataLight: 'yes' }, version: 1 }));
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.getState().dataLight).toBeNull();
  });
});
