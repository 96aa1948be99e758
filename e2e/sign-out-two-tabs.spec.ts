import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForServiceWorker } from '../tooling/kept-cache.ts';
import { expectKept } from './support/offline';
import { signIn } from './support/sign-in';
import { SEA_POINT, seedStorage } from './support/storage';

// Sign-out means gone, in every tab (issue 36): the shopper signs out in one tab while another
// shows their addresses. Both tabs keep saving their query cache; afterwards nothing of the
// shopper is left in localStorage, sessionStorage, IndexedDB or Cache Storage. The service worker
// is allowed, so Cache Storage holds what a real visit puts there.

test.use({ serviceWorkers: 'allow' });

/** Everything the site keeps on this device, as text: both storages, IndexedDB and Cache Storage. */
/**
 * Records the queries each save of the kept cache writes from this tab. The kept cache is one entry
 * for every tab and the last save wins, so what storage holds cannot tell whether this tab saved:
 * on a busy machine the other tab's save, a moment later, overwrote it.
 */
async function recordSaves(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const saves: string[] = [];
    Object.assign(window, { keptSaves: saves });
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      const queries = (value as { clientState?: { queries?: { queryKey: unknown }[] } } | null)?.clientState
        ?.queries;
      if (queries) saves.push(queries.map((query) => JSON.stringify(query.queryKey)).join(' '));
      return put.call(this, value, key);
    };
  });
}

/** Waits until this tab has saved a kept cache holding a query whose key contains `part`. */
async function expectSaved(page: Page, part: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (text) =>
            (window as unknown as { keptSaves: string[] }).keptSaves.some((save) => save.includes(text)),
          part,
        ),
      {
        message: `a save from this tab with ${part}`,
      },
    )
    .toBe(true);
}

async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i)!;
        parts.push(key, storage.getItem(key) ?? '');
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(JSON.stringify(all));
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        parts.push(request.url);
        // The build's own files hold no shopper; everything else is read whole.
        if (new URL(request.url).pathname.startsWith('/assets/')) continue;
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        if (response && /json|text/.test(type)) parts.push(await response.text());
      }
    }
    return parts.join('\n');
  });
}

test('signing out in one tab leaves no name, address or order of the shopper in any storage', async ({
  page,
}) => {
  const tabA = page;
  await seedStorage(tabA, { supplier: SEA_POINT });
  await signIn(tabA, '/orders');
  await expect(tabA.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  await waitForServiceWorker(tabA);
  const references = [...new Set((await tabA.locator('main').innerText()).match(/ORD-\d{6}/g) ?? [])];
  expect(references.length, 'order references on the history page').toBeGreaterThan(0);

  const tabB = await tabA.context().newPage();
  await recordSaves(tabB);
  await tabB.goto('/address_management');
  await expect(tabB.getByText('12 Roodebloem Road, Woodstock')).toBeVisible();
  // Both tabs have kept the shopper's data: the leak needs it there to begin with.
  await expectSaved(tabB, '"account",501,"addresses"');
  await expectKept(tabA, '"account",501,"orders"');

  await tabA.getByRole('button', { name: 'Menu' }).click();
  await tabA.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(tabA.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();

  // Tab B, still open, carries on in the same page (its memory is what could leak): it follows
  // the sign-out, and its next save of the kept cache comes with a page only it asked for (the
  // category), so that save is known to have happened.
  await tabB.bringToFront();
  await tabB.getByRole('link', { name: 'Zero Waste Pantry', exact: true }).click();
  await tabB.getByRole('link', { name: /^Pantry staples/ }).click();
  await expect(tabB.getByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
  await expectSaved(tabB, `"catalog",${SEA_POINT.id},"category",101`);
  // That save, whatever overwrote it since, held nothing of the shopper's.
  const savedByB = await tabB.evaluate(() =>
    (window as unknown as { keptSaves: string[] }).keptSaves.filter((save) =>
      save.includes('"category",101'),
    ),
  );
  expect(savedByB.join(' '), "tab B's saves after the sign-out").not.toContain('"account",501');
  await tabA.bringToFront();
  await tabA.goto('/');
  await expect(tabA.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expectKept(tabA, `"catalog",${SEA_POINT.id},"categories"`);

  const stored = await everythingStored(tabB);
  for (const trace of ['Thandi', 'Mokoena', 'Roodebloem', '0821234567', '"account",501', ...references])
    expect(stored.includes(trace), `${trace} is still stored`).toBe(false);
  // Order ids (ORD-001002 is order 1002) the device kept to offer a review or an open-order notice.
  const orderIds = references.map((reference) => Number(reference.slice(4)));
  for (const tab of [tabA, tabB]) {
    const kept = await tab.evaluate(() => [
      JSON.parse(localStorage.getItem('storefront.notices') ?? '{}')?.state?.reviewsOffered ?? [],
      JSON.parse(sessionStorage.getItem('storefront.session') ?? '{}')?.state?.openOrdersSeen ?? [],
    ]);
    expect(
      kept.flat().filter((id: number) => orderIds.includes(id)),
      'order ids still stored',
    ).toEqual([]);
  }
});
