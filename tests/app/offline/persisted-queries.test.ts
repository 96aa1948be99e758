import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idbStorage } from '../../../src/app/offline/idb-storage';
import {
  forgetQueries,
  isKept,
  restoreQueries,
  saveQueries,
  type CacheScope,
} from '../../../src/app/offline/persisted-queries';
import { SAVED_QUERIES_KEY } from '../../../src/stores/store-keys';

const scope: CacheScope = { deployment: 'https://agency.test', build: 'build-1', account: 7, supplier: 14 };

const answered = (key: readonly unknown[], status: 'success' | 'pending' = 'success') => ({
  queryKey: key,
  state: { status } as never,
});

/**
 * Fills a client with answers as the first page would, before the cache is kept at all, then keeps
 * it: the page is hidden, which saves at once. Waits for the write.
 */
async function keep(entries: [readonly unknown[], unknown][], at: CacheScope = scope) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  const stop = saveQueries(client, () => at);
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  // The write is an IndexedDB transaction: wait until it is there.
  await vi.waitFor(async () =>
    expect(await idbStorage.get(`storefront.queries:${at.deployment}`)).toBeDefined(),
  );
  stop();
}

afterEach(async () => {
  await forgetQueries(scope);
});

describe('which answers are kept between visits', () => {
  it('keeps the catalogue, suppliers and the shopper’s orders, addresses and cards', () => {
    expect(isKept(answered(['catalog', 14, 'categories']), 7)).toBe(true);
    expect(isKept(answered(['catalog', 14, 'category', 101]), 7)).toBe(true);
    expect(isKept(answered(['suppliers', 14]), 7)).toBe(true);
    expect(isKept(answered(['account', 7, 'orders', 'history']), 7)).toBe(true);
    expect(isKept(answered(['account', 7, 'addresses']), 7)).toBe(true);
  });

  it('never keeps a price check, a payment, a timeslot or an unanswered query', () => {
    expect(isKept(answered(['account', 7, 'validation', 14, {}]), 7)).toBe(false);
    expect(isKept(answered(['account', 7, 'comparison', {}]), 7)).toBe(false);
    expect(isKept(answered(['account', 7, 'orders', 1001, 'transactions', 5]), 7)).toBe(false);
    expect(isKept(answered(['catalog', 14, 'timeslots', {}]), 7)).toBe(false);
    expect(isKept(answered(['catalog', 14, 'categories'], 'pending'), 7)).toBe(false);
  });

  it('keeps a shopper’s data only in that shopper’s cache, never signed out or another’s', () => {
    expect(isKept(answered(['account', 7, 'addresses']), null)).toBe(false);
    expect(isKept(answered(['account', 7, 'orders', 'history']), 8)).toBe(false);
    expect(isKept(answered(['catalog', 14, 'categories']), null)).toBe(true);
  });
});

describe('the kept query cache', () => {
  it('comes back on the next visit of the same shopper, stale so pages refetch it', async () => {
    await keep([
      [['catalog', 14, 'categories'], [{ id: 101, name: 'Pantry staples' }]],
      [['account', 7, 'validation', 14, {}], { total: 100 }],
    ]);
    expect(localStorage.getItem(SAVED_QUERIES_KEY)).toBe('1');

    const next = new QueryClient();
    await restoreQueries(next, scope);
    expect(next.getQueryData(['catalog', 14, 'categories'])).toEqual([{ id: 101, name: 'Pantry staples' }]);
    expect(next.getQueryState(['catalog', 14, 'categories'])?.isInvalidated).toBe(true);
    // A basket's pricing is asked fresh, never shown from a kept copy.
    expect(next.getQueryData(['account', 7, 'validation', 14, {}])).toBeUndefined();
  });

  it('is dropped for another shopper, shop or build', async () => {
    for (const other of [
      { ...scope, account: 8 },
      { ...scope, account: null },
      { ...scope, supplier: 15 },
      { ...scope, build: 'build-2' },
    ]) {
      await keep([[['catalog', 14, 'categories'], ['kept']]]);
      const next = new QueryClient();
      await restoreQueries(next, other);
      expect(next.getQueryData(['catalog', 14, 'categories']), JSON.stringify(other)).toBeUndefined();
    }
  });

  it('is forgotten on sign-out', async () => {
    await keep([[['catalog', 14, 'categories'], ['kept']]]);
    await forgetQueries(scope);
    expect(localStorage.getItem(SAVED_QUERIES_KEY)).toBeNull();
    const next = new QueryClient();
    await restoreQueries(next, scope);
    expect(next.getQueryData(['catalog', 14, 'categories'])).toBeUndefined();
  });
});
