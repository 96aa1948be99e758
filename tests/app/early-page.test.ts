// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MARKETPLACE } from '../../src/api/define.ts';
import { pageAt, storedSelection } from '../../src/app/boot/early-page.ts';
import { catalogueShopOf } from '../../src/app/navigation/catalogue-shop-of.ts';

// The early boot script must start the requests the app will make, or none: these read the address
// and the stored shop the way the router and the suppliers store do.

const stored = (selected: unknown, version = 1) => JSON.stringify({ state: { selected }, version });
const SEA_POINT = { id: 14, name: 'Sea Point', api_endpoint: null };
/** The shop the early script asks for: the stored choice through the catalogue's own rule. */
const storedShop = (text: string | null, agency: boolean) => catalogueShopOf(storedSelection(text), agency);

describe('the page the early script prepares', () => {
  it('is the home, a category or a product with a usable id, and nothing else', () => {
    expect(pageAt('/')).toEqual({ name: 'home' });
    expect(pageAt('/category/101')).toEqual({ name: 'category', id: 101 });
    expect(pageAt('/product/1001')).toEqual({ name: 'product', id: 1001 });
    for (const path of [
      '/product/0',
      '/product/abc',
      '/product/1001/offers',
      '/basket',
      '/orders/1001',
      '/category/',
    ]) {
      expect(pageAt(path), path).toBeNull();
    }
  });
});

describe('the shop the early script asks for', () => {
  it('is the stored choice, with its endpoint when that is secure', () => {
    expect(storedShop(stored(SEA_POINT), true)).toEqual({ id: 14, api_endpoint: null });
    const secure = { ...SEA_POINT, api_endpoint: 'https://api.shop.test/v1' };
    expect(storedShop(stored(secure), true)).toEqual({ id: 14, api_endpoint: 'https://api.shop.test/v1' });
  });

  it('drops an insecure endpoint as the store does, so the agency host serves it', () => {
    const insecure = { ...SEA_POINT, api_endpoint: 'http://api.shop.test/v1' };
    expect(storedShop(stored(insecure), false)).toEqual({ id: 14, api_endpoint: null });
  });

  it('is no choice for an unreadable entry, another version or a malformed shop', () => {
    for (const text of [
      null,
      '{',
      stored(SEA_POINT, 0),
      stored({ id: 14 }),
      stored({ ...SEA_POINT, id: -1 }),
      stored(null),
    ]) {
      expect(storedShop(text, true), String(text)).toBeNull();
      expect(storedShop(text, false), String(text)).toEqual(MARKETPLACE);
    }
  });
});
