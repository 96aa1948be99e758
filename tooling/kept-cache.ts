import type { Page } from '@playwright/test';

// What the offline-first code leaves in the page: the service worker and the kept query cache.
// Free of test assertions, so the e2e offline tests and the bench's repeat visits read the same.

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

/** Waits until the storefront's service worker controls the page (it claims the first visit's tab). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js'));
}
