import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, onStorageTrouble, sessionStore } from '../../src/lib/storage';

// The guarded storage: nothing the browser's storage does may throw out of it.

afterEach(() => {
  vi.restoreAllMocks();
  onStorageTrouble(null);
});

const blockStorage = () => {
  const denied = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
};

describe('a blocked storage (site data turned off)', () => {
  it('reads nothing, keeps writes for the page, and is told once', () => {
    blockStorage();
    const told = vi.fn();
    onStorageTrouble(told);
    expect(localStore.getItem('storefront.cart.v1')).toBeNull();
    expect(localStore.setItem('storefront.cart.v1', 'basket')).toBe(false);
    expect(sessionStore.setItem('storefront.session', 'tab')).toBe(false);
    expect(localStore.getItem('storefront.cart.v1')).toBe('basket');
    expect(localStore.keys()).toEqual(['storefront.cart.v1']);
    expect(localStore.removeItem('storefront.cart.v1')).toBe(false);
    expect(localStore.getItem('storefront.cart.v1')).toBeNull();
    expect(told.mock.calls).toEqual([['blocked']]);
  });

  it('tells a listener that came later of trouble met before it listened', () => {
    blockStorage();
    localStore.getItem('storefront.account');
    const told = vi.fn();
    onStorageTrouble(told);
    expect(told.mock.calls).toEqual([['blocked']]);
  });
});

describe('a full storage', () => {
  it('holds the value that did not fit until a write succeeds, and says so once', () => {
    const told = vi.fn();
    onStorageTrouble(told);
    localStorage.setItem('storefront.pwa', 'old');
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(localStore.setItem('storefront.pwa', 'new')).toBe(false);
    expect(localStore.setItem('storefront.pwa', 'newer')).toBe(false);
    expect(localStore.getItem('storefront.pwa')).toBe('newer');
    expect(localStorage.getItem('storefront.pwa')).toBe('old');
    full.mockRestore();
    expect(localStore.setItem('storefront.pwa', 'room again')).toBe(true);
    expect(localStorage.getItem('storefront.pwa')).toBe('room again');
    expect(told.mock.calls).toEqual([['full']]);
  });
});
