import { describe, expect, it } from 'vitest';
import { OfferSchema } from '../../src/api/schemas/catalog';
import { useAccountStore } from '../../src/stores/account-store';
import { readAdConsent, writeAdConsent } from '../../src/stores/ad-consent';
import { useCartStore } from '../../src/domain/basket/cart-store';
import { useCheckoutStore } from '../../src/domain/checkout/checkout-store';
import { followOtherTabs } from '../../src/domain/session/housekeeping';
import { useNoticesStore } from '../../src/stores/notices-store';
import { useOrdersStore } from '../../src/domain/orders/editing-store';
import { useSessionStore } from '../../src/stores/session-store';
import { FORGETTING, sessionMoment, signOut, startSession } from '../../src/domain/session/lifecycle';
import { anAccount, anOffer } from '../support/fixtures';

const ADDRESS = {
  id: 601,
  bridge_id: null,
  bridge_name: null,
  created_at: '2026-11-01T08:00:00+02:00',
  formatted: '12 Roodebloem Road, Woodstock, Cape Town, 7925',
  latitude: -33.93,
  longitude: 18.45,
  unit_or_floor: null,
};

/** Everything the app keeps in Web Storage, as one string to search. */
const stored = () =>
  [localStorage, sessionStorage]
    .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
    .join('\n');

function aSignedInShopper({ editing }: { editing: boolean }) {
  useAccountStore.getState().signIn(anAccount(), 'token-secret-123');
  useCheckoutStore.getState().patch({ shipping_address: ADDRESS, credit_in_cents: 2_500, supplier_id: 14 });
  useCartStore.getState().setQty(OfferSchema.parse(anOffer()), 1);
  if (editing) useOrdersStore.getState().startEditing({ orderId: 88, reference: 'ZWP-0088' });
  useSessionStore.getState().setBackTarget('/orders/88');
}

describe('the session lifecycle', () => {
  it('names what each store forgets, and when, in one table', () => {
    expect(FORGETTING.map(({ what }) => what)).toHaveLength(new Set(FORGETTING.map(({ what }) => what)).size);
    // A logout forgets everything of the shopper; a session that only ended keeps the checkout and
    // payments for the same shopper to resume.
    const on = (moment: string) => FORGETTING.filter(({ on: when }) => when.includes(moment as never)).length;
    expect(on('signed-out')).toBe(FORGETTING.length);
    expect(on('session-ended')).toBeLessThan(on('signed-out'));
  });
});

describe('signing out', () => {
  it('forgets the ids of the shopper’s orders this device offered to review or told about', async () => {
    aSignedInShopper({ editing: false });
    useNoticesStore.getState().markReviewOffered(1002);
    useSessionStore.getState().markOpenOrdersSeen([1003]);
    await signOut();
    expect(useNoticesStore.getState().reviewsOffered).toEqual([]);
    expect(useSessionStore.getState().openOrdersSeen).toEqual([]);
    expect(stored()).not.toMatch(/1002|1003/);
  });

  it('forgets the shopper’s answer to the consent notice, but not when only the session ended', async () => {
    aSignedInShopper({ editing: false });
    writeAdConsent('accepted');
    await sessionMoment('session-ended');
    expect(readAdConsent()).toBe('accepted');
    useAccountStore.getState().signIn(anAccount(), 'token-secret-123');
    await signOut();
    expect(readAdConsent()).toBeNull();
  });

  it('leaves no trace of the shopper in storage', async () => {
    aSignedInShopper({ editing: true });
    expect(stored()).toContain('token-secret-123');
    expect(stored()).toContain('Roodebloem');

    await signOut();

    for (const trace of ['token-secret-123', '0821234567', 'Naledi', 'Roodebloem', 'ZWP-0088', '/orders/88'])
      expect(stored()).not.toContain(trace);
    expect(useAccountStore.getState().account).toBeNull();
    expect(useCheckoutStore.getState().credit_in_cents).toBe(0);
    // Not even an empty checkout or payments record: the device is as before the shopper came.
    expect(Object.keys(localStorage).filter((key) => /checkout|payments/.test(key))).toEqual([]);
    // The basket was the placed order's edits: it goes with the shopper.
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('keeps an ordinary basket: it holds offers, not the shopper', async () => {
    aSignedInShopper({ editing: false });
    await signOut();
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(stored()).not.toContain('token-secret-123');
  });

  it('also forgets checkout and order editing when another tab signed out', async () => {
    aSignedInShopper({ editing: true });
    const stop = followOtherTabs(window);
    // What the other tab's sign-out writes, in its order: the checkout goes, then the account.
    localStorage.removeItem('storefront.checkout');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'storefront.checkout', newValue: null, storageArea: localStorage }),
    );
    const key = 'storefront.account';
    const newValue = JSON.stringify({ state: { account: null, token: null }, version: 1 });
    localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    await expect.poll(() => useAccountStore.getState().account).toBeNull();
    await expect.poll(() => useCheckoutStore.getState().shipping_address).toBeNull();
    expect(useOrdersStore.getState().editing).toBeNull();
    // Following the other tab writes no empty checkout back over its sign-out.
    expect(localStorage.getItem('storefront.checkout')).toBeNull();
    stop();
  });

  it('also forgets them when another tab signed out while this page was starting', async () => {
    aSignedInShopper({ editing: true });
    // The other tab's sign-out landed after this page read storage and before it listened.
    localStorage.removeItem('storefront.checkout');
    const signedOut = JSON.stringify({ state: { account: null, token: null }, version: 2 });
    localStorage.setItem('storefront.account', signedOut);
    const stop = followOtherTabs(window);
    await expect.poll(() => useAccountStore.getState().account).toBeNull();
    await expect.poll(() => useCheckoutStore.getState().shipping_address).toBeNull();
    expect(useOrdersStore.getState().editing).toBeNull();
    expect(stored()).not.toContain('Roodebloem');
    stop();
  });

  it('keeps the checkout when the server ended the session, for the same shopper to resume', async () => {
    aSignedInShopper({ editing: false });
    await sessionMoment('session-ended');
    expect(useAccountStore.getState().account).toBeNull();
    expect(stored()).not.toContain('token-secret-123');
    expect(useCheckoutStore.getState().shipping_address).toEqual(ADDRESS);

    startSession(anAccount(), 'a-new-token');
    expect(useCheckoutStore.getState()).toMatchObject({ shipping_address: ADDRESS, credit_in_cents: 2_500 });
  });

  it('starts another shopper who signs in after a session ended with an empty checkout', async () => {
    aSignedInShopper({ editing: false });
    await sessionMoment('session-ended');
    startSession(anAccount({ id: anAccount().id + 1 }), 'someone-else');
    await expect
      .poll(() => useCheckoutStore.getState())
      .toMatchObject({ shipping_address: null, credit_in_cents: 0 });
    expect(stored()).not.toContain('Roodebloem');
  });
});
