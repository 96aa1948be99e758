import { expect, type Page } from '@playwright/test';
import { keptQueryKeys } from '../../tooling/kept-cache.ts';

// What the offline-first tests check in the page: the kept query cache and the new-version notice.
// The probes the bench shares (the kept keys, the service worker) are in tooling/kept-cache.ts.

/** Waits until the kept cache holds a query whose key contains `part` (saved a moment after it came). */
export async function expectKept(page: Page, part: string): Promise<void> {
  await expect
    .poll(async () => (await keptQueryKeys(page)).filter((key) => key.includes(part)).length, {
      message: `a kept query with ${part}, among: ${(await keptQueryKeys(page)).join(' ')}`,
    })
    .toBeGreaterThan(0);
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
