import { expect, test } from './fixtures';

// The deployment's terms file (config terms_url, public/terms/) as the shipped nginx config serves
// it: UTF-8 text that is revalidated like config.json, a real 404 when missing, and readable by the
// terms screen under the production CSP (fixtures fail the test on any violation).

test('terms files are served as UTF-8 Markdown and revalidated, with the security headers', async ({
  request,
}) => {
  const response = await request.get('/terms/zero-waste-pantry.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-security-policy']).toContain("connect-src 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(await response.text()).toMatch(/^# Terms of sale: Zero Waste Pantry/);
});

test('a missing terms file is a 404, never the app page in its place', async ({ request }) => {
  const response = await request.get('/terms/no-such-shop.md');
  expect(response.status()).toBe(404);
  // nginx's own short error page, not index.html (which the app would then show as terms text).
  expect(await response.text()).not.toContain(await (await request.get('/index.html')).text());
});

test('the terms screen loads the document under the production CSP', async ({ page }) => {
  await page.goto('/terms_and_conditions');
  await expect(page.getByRole('heading', { level: 3, name: 'Cancellation and refunds' })).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});
