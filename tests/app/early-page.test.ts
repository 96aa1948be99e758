import { beforeEach, describe, expect, it } from 'vitest';
import { MARKETPLACE } from '../../src/api/define.ts';
import { pageAt } from '../../src/app/boot/early/early-page.ts';
import { catalogueShopOf } from '../../src/app/navigation/catalogue-shop-of.ts';
import { storedSelection } from '../../src/stores/stored-shop.ts';
import { useSuppliersStore } from '../../src/stores/suppliers-store.ts';
import { SUPPLIERS_STORE_KEY } from '../../src/stores/store-keys';

// The early boot script must start the requests the app will make, or none: these read the address
// and the stored shop the way the router and the suppliers store do.

const stored = (selected: unknown, version: unknown = 1) => JSON.stringify({ state: { selected }, version });
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
    expect(storedShop(stored(SEA_POINT), true)).toEqual(SEA_POINT);
    const secure = { ...SEA_POINT, api_endpoint: 'https://api.shop.test/v1' };
    expect(storedShop(stored(secure), true)).toEqual(secure);
  });

  it('drops an insecure endpoint as the store does, so the agency host serves it', () => {
    const insecure = { ...SEA_POINT, api_endpoint: 'http://api.shop.test/v1' };
    expect(storedShop(stored(insecure), false)).toEqual(SEA_POINT);
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

// The store reads its key through zustand's persist and its schema; the early script reads the same
// text by hand. Whatever the text, both must come to the same shop.
describe('the stored shop, read by the early script and by the suppliers store', () => {
  const TEXTS: [string, string | null][] = [
    ['a valid choice', stored(SEA_POINT)],
    ['a secure endpoint', stored({ ...SEA_POINT, api_endpoint: 'https://api.shop.test/v1' })],
    ['an http endpoint on loopback', stored({ ...SEA_POINT, api_endpoint: 'http://127.0.0.1:8787' })],
    ['an insecure endpoint', stored({ ...SEA_POINT, api_endpoint: 'http://api.shop.test/v1' })],
    ['an endpoint that is no text', stored({ ...SEA_POINT, api_endpoint: 42 })],
    ['a later version', stored(SEA_POINT, 2)],
    ['the never-shipped version 0', stored(SEA_POINT, 0)],
    ['no version at all', JSON.stringify({ state: { selected: SEA_POINT } })],
    ['a version that is no number', stored(SEA_POINT, '1')],
    ['unreadable JSON', '{"state":'],
    ['nothing stored', null],
    ['JSON null', 'null'],
    ['JSON that is no object', '42'],
    ['no shop chosen', stored(null)],
    ['no selected shop at all', JSON.stringify({ state: {}, version: 1 })],
    ['a non-integer id', stored({ ...SEA_POINT, id: 14.5 })],
    ['an id in a string', stored({ ...SEA_POINT, id: '14' })],
    ['a zero id', stored({ ...SEA_POINT, id: 0 })],
    ['a negative id', stored({ ...SEA_POINT, id: -1 })],
    ['an id past the safe integers', stored({ ...SEA_POINT, id: 2 ** 53 })],
    ['no name', stored({ id: 14, api_endpoint: null })],
  ];

  beforeEach(() => {
    // Before the text is written: setting the state writes it to storage.
    useSuppliersStore.setState({ selected: null });
    localStorage.clear();
  });

  it.each(TEXTS)('agree on %s', async (_case, text) => {
    if (text !== null) localStorage.setItem(SUPPLIERS_STORE_KEY, text);
    await useSuppliersStore.persist.rehydrate();
    expect(storedSelection(text)).toEqual(useSuppliersStore.getState().selected);
  });

  it('read a valid choice as that shop (the table above is not all "no choice")', async () => {
    localStorage.setItem(SUPPLIERS_STORE_KEY, stored(SEA_POINT));
    await useSuppliersStore.persist.rehydrate();
    expect(useSuppliersStore.getState().selected).toEqual(SEA_POINT);
  });
});
