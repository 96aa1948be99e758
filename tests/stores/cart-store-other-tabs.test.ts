import { afterEach, describe, expect, it } from 'vitest';
import { cartCount, followCartInOtherTabs, lineFor, useCartStore } from '../../src/domain/basket/cart-store';
import { CART_STORE_KEY } from '../../src/stores/store-keys';
import { apples, bananas } from './cart-store-fixtures';

describe('followCartInOtherTabs', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function otherTabWrites(value: string | null, key: string | null = CART_STORE_KEY) {
    if (key !== null && value !== null) localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  }

  it('reloads the basket when another tab changes it', () => {
    stop = followCartInOtherTabs();
    otherTabWrites(JSON.stringify({ state: { items: [lineFor(bananas, 1.5)] }, version: 2 }));
    expect(useCartStore.getState().items.map((item) => [item.offer_id, item.qty])).toEqual([[12, 1.5]]);
  });

  it('empties the basket when another tab removes it or clears storage', () => {
    stop = followCartInOtherTabs();
    useCartStore.getState().setQty(apples, 1);
    localStorage.removeItem(CART_STORE_KEY);
    otherTabWrites(null);
    expect(useCartStore.getState().items).toEqual([]);

    useCartStore.getState().setQty(apples, 1);
    localStorage.clear();
    otherTabWrites(null, null);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('catches up with a basket another tab wrote while this page was starting, before it listened', () => {
    // The store read storage as its module loaded; the other tab's write came (and its event went
    // unheard) while the page awaited its config.
    useCartStore.getState().setQty(apples, 1);
    localStorage.setItem(
      CART_STORE_KEY,
      JSON.stringify({ state: { items: [lineFor(bananas, 1.5)] }, version: 2 }),
    );
    stop = followCartInOtherTabs();
    expect(useCartStore.getState().items.map((item) => [item.offer_id, item.qty])).toEqual([[12, 1.5]]);
  });

  it('empties a basket another tab removed while this page was starting', () => {
    useCartStore.getState().setQty(apples, 1);
    localStorage.removeItem(CART_STORE_KEY);
    stop = followCartInOtherTabs();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('ignores other keys and stops listening once unsubscribed', () => {
    stop = followCartInOtherTabs();
    useCartStore.getState().setQty(apples, 1);
    otherTabWrites('{"state":{},"version":1}', 'storefront.account');
    expect(cartCount(useCartStore.getState())).toBe(1);

    stop();
    otherTabWrites(JSON.stringify({ state: { supplierId: null, items: [] }, version: 1 }));
    expect(cartCount(useCartStore.getState())).toBe(1);
  });
});
