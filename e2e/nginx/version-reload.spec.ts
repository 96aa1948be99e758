import { SEA_POINT, seedStorage } from '../fixtures';
import { expect, test } from './fixtures';

// A deploy under nginx: the tab learns the build from the real, never-cached /version.txt, and a
// changed one (here faked, since dist/ is shared with other tests) reloads it on the next navigation.

test('a changed version.txt reloads the page on the next navigation', async ({ page }) => {
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
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Same build: in-app navigation stays in the same document.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL('/terms_and_conditions');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  deployed = 'a-newer-build';
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Back' }).click();
  await reloaded;
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
});
