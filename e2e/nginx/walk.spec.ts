import { expect, test } from './fixtures';

// The production build as an operator serves it: nginx with the shipped config (CSP and all) in
// front of dist/, the mock supplier API on another origin. Console errors, page errors and CSP
// violations fail the walk (fixtures).

// Pantry staples and Basmati rice in the reference dataset.
const SCREENS = ['/category/101', '/product/1001', '/basket', '/sign_in'];

test('a shopper walks from home to sign in under the production CSP', async ({ page }) => {
  await page.goto('/');
  // The splash is plain markup in index.html; the app removes it once the first page is up.
  await expect(page.locator('#splash')).toHaveCount(0);
  await page
    .locator('.supplier-list__item')
    .filter({ hasText: 'Sea Point' })
    .locator('.button--primary')
    .click();
  await expect(page.getByRole('navigation', { name: 'Current shop' })).toContainText('Sea Point');
  // Images come from the supplier API origin, so img-src is exercised too.
  await page.waitForLoadState('networkidle');

  for (const path of SCREENS) {
    // A full load each time: nginx answers the deep link with index.html (SPA fallback).
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveURL(path);
    await expect(page.locator('h1'), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});
