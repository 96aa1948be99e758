import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { markDocument } from './support/offline';
import { SEA_POINT, seedStorage } from './support/storage';

// A tab open across a deploy asks for code the server no longer has. It reloads into the new build
// only when version.txt says there is one (app/offline/stale-chunks.ts): a file that failed for
// another reason, such as a connection that came back a moment too late, leaves the page in place.

test.describe('code missing after the first page', () => {
  // The missing files are what the tests are about.
  test.use({ allowedConsoleErrors: /404 \(Not Found\)|dynamically imported module/ });

  /**
   * The home, opened on 'build-a', with its first version check answered; from now on every script
   * the page asks for is gone (404) until the page loads again.
   */
  async function homeThenFilesGone(page: Page, versions: { now: string; later: string }) {
    await seedStorage(page, { supplier: SEA_POINT });
    let version = versions.now;
    await page.route('**/version.txt', (route) =>
      route.fulfill({ body: `${version}\n`, contentType: 'text/plain' }),
    );
    const firstCheck = page.waitForResponse('**/version.txt');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await firstCheck;
    await markDocument(page);
    let gone = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) gone = false;
    });
    await page.route('**/assets/*.js', (route) =>
      gone ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
    );
    version = versions.later;
  }

  test('after a deploy, the next screen reloads into the new build once', async ({ page }) => {
    await homeThenFilesGone(page, { now: 'build-a', later: 'build-b' });
    await page.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window), 'reloaded').toBe(false);
  });

  test('with no new build, a missing file shows its error page and the page stays', async ({ page }) => {
    await homeThenFilesGone(page, { now: 'build-a', later: 'build-a' });
    const checked = page.waitForResponse('**/version.txt');
    await page.getByRole('link', { name: 'Promotions' }).click();
    await checked;
    const error = page.getByRole('main').getByRole('alert');
    await expect(error).toContainText("Can't reach the shop.");
    await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window), 'not reloaded').toBe(true);
  });
});
