import { expect, type Page } from '@playwright/test';

// What the offline-first tests look at in the page: the service worker and the kept query cache.
// Free of the test fixtures, so the bench warms its repeat visits with the same helpers.

/** The query keys kept in IndexedDB (app/offline/persisted-queries.ts), as JSON, for every deployment. */
export async function keptQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    // Opening a database that is not there would create it, empty, under the app's feet.
    !(await indexedDB.databases()).some((db) => db.name === 'storefront')
      ? []
      : new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('storefront');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('kv')) return resolve([]);
            const all = db.transaction('kv').objectStore('kv').getAll();
            all.onerror = () => reject(all.error);
            all.onsuccess = () =>
              resolve(
                (all.result as { clientState?: { queries?: { queryKey: unknown }[] } }[]).flatMap((client) =>
                  (client.clientState?.queries ?? []).map((query) => JSON.stringify(query.queryKey)),
                ),
              );
          };
        }),
  );
}

/** Waits until the kept cache holds a query whose key contains `part` (saved a moment after it came). */
export async function expectKept(page: Page, part: string): Promise<void> {
  await expect
    .poll(async () => (await keptQueryKeys(page)).filter((key) => key.includes(part)).length, {
      message: `a kept query with ${part}, among: ${(await keptQueryKeys(page)).join(' ')}`,
    })
    .toBeGreaterThan(0);
}

/** Waits until the storefront's service worker controls the page (it claims the first visit's tab). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js'));
}

/**
 * The new-version notice is up and the page has not reloaded by itself (`markDocument` was called
 * before); its Reload reloads it.
 */
export async function reloadFromUpdateNotice(page: Page): Promise<void> {
  const notice = page.getByRole('complementary', { name: 'Connection and updates' });
  await expect(notice).toContainText('A new version is ready.');
  expect(await page.evaluate(() => 'sameDocument' in window), 'not reloaded unasked').toBe(true);
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'sameDocument' in window), 'reloaded').toBe(false);
}

/** Marks the current document, so a test can tell a reload from an in-app navigation. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
