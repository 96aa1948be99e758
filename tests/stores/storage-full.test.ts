import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferSchema } from '../../src/api/schemas/catalog';
import { sayStorageTrouble } from '../../src/app/boot/session-setup';
import { initI18n } from '../../src/lib/i18n';
import { onStorageTrouble } from '../../src/lib/storage';
import { useAlertsStore } from '../../src/stores/alerts-store';
import { useCartStore } from '../../src/domain/basket/cart-store';
import { placeOrderAttempt } from '../../src/domain/checkout/checkout-marks';
import { anOffer } from '../support/fixtures';

// A full localStorage (QuotaExceededError on write) must neither break the shopper's action nor
// lose the basket silently.

beforeEach(() => {
  initI18n();
  sayStorageTrouble();
});
afterEach(() => {
  vi.restoreAllMocks();
  onStorageTrouble(null);
});

const storageFull = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });

const FULL =
  "This phone's storage for the shop is full, so your basket may be lost if you close the page. Free up some space to keep it.";

describe('a full storage', () => {
  it('keeps the basket in the page, tells the shopper once, and saves again once there is room', () => {
    const full = storageFull();
    const offer = OfferSchema.parse(anOffer());
    expect(() => useCartStore.getState().setQty(offer, 2)).not.toThrow();
    expect(() => useCartStore.getState().setQty(offer, 3)).not.toThrow();
    expect(useCartStore.getState().items.map((line) => line.qty)).toEqual([3]);
    expect(useAlertsStore.getState().alerts.map((alert) => alert.message)).toEqual([FULL]);

    full.mockRestore();
    useCartStore.getState().setQty(offer, 4);
    const stored = JSON.parse(localStorage.getItem('storefront.cart.v1') ?? 'null') as {
      state: { items: { qty: number }[] };
    };
    expect(stored.state.items.map((line) => line.qty)).toEqual([4]);
  });

  it('keeps the Place order attempt, with one key for every press, in the page', () => {
    storageFull();
    const attempt = { input: '{"cart":{}}', key: 'k-1' };
    expect(() => placeOrderAttempt.write(attempt)).not.toThrow();
    expect(placeOrderAttempt.read()).toEqual(attempt);
    expect(localStorage.getItem('storefront.checkout.marks')).toBeNull();
    expect(useAlertsStore.getState().alerts.map((alert) => alert.message)).toEqual([FULL]);
  });
});
