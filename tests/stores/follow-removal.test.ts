import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutSession, useCheckoutStore } from '../../src/domain/checkout/checkout-store';
import { paymentsSession, usePaymentsStore } from '../../src/domain/orders/payments-store';
import { followOtherTabs } from '../../src/domain/session/housekeeping';
import { signOut } from '../../src/domain/session/lifecycle';
import { useAccountStore } from '../../src/stores/account-store';
import { anAccount } from '../support/fixtures';

// A tab that follows another's removal of the checkout or payments must not write them back: its
// write and removal would reach the other tab, which would answer in kind, and two open tabs would
// trade storage events for ever (a signed-out device with two tabs, busy and unresponsive).

const KEYS = ['storefront.checkout', 'storefront.payments'];

/** Another tab removed `key`: what this tab hears. */
function removedElsewhere(key: string) {
  localStorage.removeItem(key);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: null, storageArea: localStorage }));
}

describe('following another tab’s sign-out', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.restoreAllMocks();
  });

  it('writes nothing back when the checkout and payments here are already empty', async () => {
    useAccountStore.getState().signIn(anAccount(), 'token-1');
    await signOut();
    const writes: string[] = [];
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (KEYS.includes(key)) writes.push(key);
      setItem.call(this, key, value);
    });
    // What each loaded store does when it hears of the removal (the lifecycle's followStorage).
    for (const key of KEYS) localStorage.removeItem(key);
    checkoutSession.followStorage();
    paymentsSession.followStorage();
    expect(writes).toEqual([]);
    expect(KEYS.map((key) => localStorage.getItem(key))).toEqual([null, null]);
  });

  it('still forgets a checkout this tab shows, and leaves no empty one stored', async () => {
    useAccountStore.getState().signIn(anAccount(), 'token-1');
    useCheckoutStore.getState().patch({ credit_in_cents: 2_500, supplier_id: 14 });
    usePaymentsStore.setState({ attempts: {} });
    stop = followOtherTabs(window);
    removedElsewhere('storefront.checkout');
    await expect.poll(() => useCheckoutStore.getState().credit_in_cents).toBe(0);
    expect(localStorage.getItem('storefront.checkout')).toBeNull();
  });
});
