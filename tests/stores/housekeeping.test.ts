import { afterEach, describe, expect, it } from 'vitest';
import { OfferSchema } from '../../src/api/schemas/catalog';
import { anAccount, anOffer } from '../support/fixtures';
import { isSignedIn, useAccountStore } from '../../src/stores/account-store';
import { lineFor, useCartStore } from '../../src/domain/basket/cart-store';
import { followOtherTabs, removeLegacyKeys } from '../../src/domain/session/housekeeping';
import {
  ACCOUNT_STORE_KEY,
  CART_STORE_KEY,
  CURRENT_KEYS,
  SUPPLIERS_STORE_KEY,
} from '../../src/stores/store-keys';

const account = anAccount({
  id: 42,
  first_name: 'Thandi',
  last_name: 'Mokoena',
  full_name: 'Thandi Mokoena',
});

describe('removeLegacyKeys', () => {
  it('lists every current store key', () => {
    expect([...CURRENT_KEYS].sort()).toEqual(
      [
        'storefront.account',
        'storefront.ad-consent',
        'storefront.cart.v1',
        'storefront.checkout',
        'storefront.checkout.marks',
        'storefront.favourites',
        'storefront.notices',
        'storefront.orders',
        'storefront.payments',
        'storefront.preferences',
        'storefront.pwa',
        'storefront.saved-queries',
        'storefront.session',
        'storefront.shopfront',
        SUPPLIERS_STORE_KEY,
      ].sort(),
    );
  });

  it('removes old storefront.* keys and keeps current, demo-backend and foreign ones', () => {
    for (const key of CURRENT_KEYS) localStorage.setItem(key, '{}');
    localStorage.setItem('storefront.cart', '[]');
    localStorage.setItem('storefront.cart.v0', '[]');
    localStorage.setItem('storefront.user', '{}');
    localStorage.setItem('storefront-demo:state', '{}');
    localStorage.setItem('i18nextLng', 'en');

    expect(removeLegacyKeys().sort()).toEqual(['storefront.cart', 'storefront.cart.v0', 'storefront.user']);
    const left = Object.keys(localStorage).sort();
    expect(left).toEqual([...CURRENT_KEYS, 'storefront-demo:state', 'i18nextLng'].sort());
    expect(removeLegacyKeys()).toEqual([]);
  });
});

describe('followOtherTabs', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function otherTabWrites(key: string, value: string | null) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  }

  it('reflects sign-in and sign-out from another tab', () => {
    stop = followOtherTabs();
    otherTabWrites(ACCOUNT_STORE_KEY, JSON.stringify({ state: { account, token: 'tok' }, version: 1 }));
    expect(isSignedIn()).toBe(true);
    expect(useAccountStore.getState().token).toBe('tok');

    otherTabWrites(ACCOUNT_STORE_KEY, JSON.stringify({ state: { account: null, token: null }, version: 1 }));
    expect(isSignedIn()).toBe(false);

    useAccountStore.getState().signIn(account, 'tok');
    otherTabWrites(ACCOUNT_STORE_KEY, null);
    expect(isSignedIn()).toBe(false);
  });

  it('follows the basket too, and stops on unsubscribe', () => {
    stop = followOtherTabs();
    const line = (offerId: number) => lineFor(OfferSchema.parse(anOffer({ id: offerId })), 1);
    otherTabWrites(CART_STORE_KEY, JSON.stringify({ state: { items: [line(8)] }, version: 2 }));
    expect(useCartStore.getState().items.map((item) => item.offer_id)).toEqual([8]);

    stop();
    otherTabWrites(ACCOUNT_STORE_KEY, JSON.stringify({ state: { account, token: null }, version: 1 }));
    otherTabWrites(CART_STORE_KEY, JSON.stringify({ state: { items: [line(9)] }, version: 2 }));
    expect(isSignedIn()).toBe(false);
    expect(useCartStore.getState().items.map((item) => item.offer_id)).toEqual([8]);
  });
});
