import { SEA_POINT, seedStorage } from '../support/storage';
import { markDocument, reloadFromUpdateNotice } from '../support/offline';
import { expect, test } from './fixtures';

// A deploy under nginx: the tab learns the build from the real, never-cached /version.txt, and a
// changed one (here faked, since dist/ is shared with other tests) is offered as a reload on the
// next navigation, never forced (e2e/offline-first.spec.ts: never in a checkout). This project
// blocks the service worker, so the offer reloads the page itself.

test('a changed version.txt offers a reload on the next navigation', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  let deployed: string | null = null;
  await page.route('**/version.txt', async (route) => {
    if (deployed) return route.fulfill({ body: `${deployed}\n`, contentType: 'text/plain' });
    const response = await route.fetch();
    expect(response.headers()['cache-control']).toBe('no-cache');
    return route.fulfill({ response });
  });

  const firstCheck = page.waitForResponse('**/version.txt');
  await page.goto('/');
  expect((await (await firstCheck).text()).trim()).toMatch(/^[0-9a-f]{16}$/);
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await markDocument(page);

  // Same build: in-app navigation stays in the same document, with nothing to offer.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL('/terms_and_conditions');
  const notice = page.getByRole('complementary', { name: 'Connection and updates' });
  await expect(notice).toHaveCount(0);

  deployed = 'a-newer-build';
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/');
  await reloadFromUpdateNotice(page);
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
});
