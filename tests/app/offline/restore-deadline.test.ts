import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idbStorage } from '../../../src/app/offline/idb-storage';
import { forgetQueries, saveQueries, type CacheScope } from '../../../src/app/offline/persisted-queries';

// In WebKit `indexedDB.open` sometimes never answers, neither success nor error. A returning
// shopper's visit restores the kept cache before the first render, so without a deadline the shop
// stayed on its splash for good (issue 37).

const scope: CacheScope = { deployment: 'https://agency.test', build: 'build-1', account: 7, supplier: 14 };
const CATEGORIES = ['catalog', 14, 'categories'];
const PANTRY = ['catalog', 14, 'category', 101];
/** How long the first page waits for the kept cache, and a later save for storage to open. */
const RESTORE_DEADLINE_MS = 1000;
const OPEN_DEADLINE_MS = 5000;

/** Keeps `data` as the previous visit's cache, through the real (fake-indexeddb) storage. */
async function keep(data: unknown) {
  const client = new QueryClient();
  client.setQueryData(CATEGORIES, data);
  client.setQueryData(PANTRY, data);
  const stop = saveQueries(client, () => scope);
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  await vi.waitFor(async () =>
    expect(await idbStorage.get(`storefront.queries:${scope.deployment}`)).toBeDefined(),
  );
  stop();
}

/**
 * An `indexedDB.open` that answers nothing until `release()`, then answers as the real one would.
 * Its modules are loaded afresh, so no connection opened before stands in for it.
 */
async function silentStorage() {
  const real = indexedDB;
  const held: (() => void)[] = [];
  const opens = vi.fn((name: string, version?: number) => {
    const request: Record<string, unknown> & { onsuccess?: () => void; onupgradeneeded?: () => void } = {};
    held.push(() => {
      const answer = real.open(name, version);
      answer.onupgradeneeded = () => {
        request.result = answer.result;
        request.onupgradeneeded?.();
      };
      answer.onsuccess = () => {
        request.result = answer.result;
        request.onsuccess?.();
      };
    });
    return request;
  });
  vi.stubGlobal('indexedDB', { open: opens });
  vi.resetModules();
  const persisted = await import('../../../src/app/offline/persisted-queries');
  const { idbStorage } = await import('../../../src/app/offline/idb-storage');
  return { ...persisted, idbStorage, opens, release: () => held.splice(0).forEach((go) => go()) };
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await forgetQueries(scope);
});

describe('restoring the kept cache when storage never answers', () => {
  it('gives up after a second and starts without the cache, with a warning only', async () => {
    await keep(['kept']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const storage = await silentStorage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const client = new QueryClient();
    let restored = false;
    const restoring = storage.restoreQueries(client, scope).then(() => (restored = true));
    await vi.advanceTimersByTimeAsync(RESTORE_DEADLINE_MS - 1);
    expect(restored).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(restored).toBe(true));
    await restoring;

    expect(client.getQueryData(CATEGORIES)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not read within 1 s/));
  });

  it('drops an answer that comes after the deadline: nothing kept turns up beside what the page fetched', async () => {
    await keep(['kept']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const storage = await silentStorage();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new QueryClient();
    const restoring = storage.restoreQueries(client, scope);
    let restored = false;
    void restoring.then(() => (restored = true));
    await vi.advanceTimersByTimeAsync(RESTORE_DEADLINE_MS);
    await vi.waitFor(() => expect(restored).toBe(true));
    client.setQueryData(CATEGORIES, ['fresh']);

    // Storage wakes up and answers in order: the restore's read, and what its answer sets off (all
    // promise callbacks), are done before this later read answers with what it brought.
    vi.useRealTimers();
    storage.release();
    const late = await storage.idbStorage.get(`storefront.queries:${scope.deployment}`);
    expect(JSON.stringify(late)).toContain('kept');
    expect(client.getQueryData(CATEGORIES)).toEqual(['fresh']);
    expect(client.getQueryData(PANTRY)).toBeUndefined();
  });

  it('fails a later save’s open after its deadline, and opens again next time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const storage = await silentStorage();
    let failure: unknown;
    storage.idbStorage.set('k', 1).catch((error: unknown) => (failure = error));
    await vi.advanceTimersByTimeAsync(OPEN_DEADLINE_MS);
    await vi.waitFor(() => expect(String(failure)).toMatch(/did not open within 5 s/));
    expect(storage.opens).toHaveBeenCalledOnce();

    // The storage answers again (WebKit after a restart): the next save opens anew and is kept.
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await storage.idbStorage.set('k', 2);
    expect(await storage.idbStorage.get('k')).toBe(2);
  });
});
