import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { contrastRatio } from '../src/lib/contrast';
import { expect, test } from './fixtures';
import { editDeployment } from './support/deployment';
import { expectNoAxeViolations } from './support/screen';
import { E2E } from './support/e2e-env';

// The storefront's first minutes: the production build boots from /config.json against the fake
// supplier API on a real port (npm run mock-api), and the shopper picks a branch and sees its shelves.

const API = E2E.apiOrigin;

/** `rgb(1, 2, 3)` as computed by the browser, to `#010203`. */
function toHex(rgb: string): string {
  const channels = rgb.match(/\d+/g)?.slice(0, 3) ?? [];
  return `#${channels.map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
}

test('/config.json is fetched once, preloaded beside the scripts rather than after them', async ({
  page,
}) => {
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.resourceType());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose your store' })).toBeVisible();
  // A fetch that did not match the preload would ask a second time (and Chromium would warn).
  expect(configRequests).toHaveLength(1);
  await expect(page.locator('link[rel="preload"][href="/config.json"]')).toHaveCount(1);
});

test('a shopper chooses a Cape Town branch and sees its categories', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose your store' })).toBeVisible();
  const branches = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Shop here' }) });
  await expect(branches).toHaveCount(4);
  await expect(branches.first()).toContainText(/\d+\.\d km away/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);

  await branches.filter({ hasText: 'Sea Point' }).getByRole('button', { name: 'Shop here' }).click();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  const supplierBar = page.getByRole('navigation', { name: 'Current shop' });
  await expect(supplierBar).toContainText('Zero Waste Pantry Sea Point');
  // The categories replace the loading skeletons all at once, so count after one has arrived.
  await expect(page.getByRole('link', { name: /Pantry staples/ })).toBeVisible();
  const tiles = page.locator('.tile-grid .tile');
  expect(await tiles.count()).toBeGreaterThanOrEqual(10);
  await expect(page).toHaveTitle(/Shop by category/);
  await expectNoAxeViolations(page);

  // The chosen branch survives a reload.
  await page.reload();
  await expect(supplierBar).toContainText('Zero Waste Pantry Sea Point');
});

test.describe('a deployment config with a bad field', () => {
  test.use({ allowedConsoleErrors: /Invalid deployment config/ });

  test('shows a readable page naming the field instead of a white screen', async ({ page }) => {
    await editDeployment(page, (config) => ({ ...config, theme: { primary: 'brown' } }));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'This shop is not set up correctly' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'theme.primary' })).toContainText(
      'must be a colour like #b08a61',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test('the server shopfront_config may override the file config at boot', async ({ page, backend }) => {
  await page.route(`${backend.url}/reference/shopfront_config`, (route) =>
    route.fulfill({
      json: { status: 'ok', config: { config: { title: 'Pantry Overridden', locale: 'af' } } },
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Pantry Overridden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  await expect(page.getByRole('heading', { name: 'Kies jou winkel' })).toBeVisible();
});

test('an operator colour too dark for the default black text still gets readable buttons', async ({
  page,
}) => {
  await editDeployment(page, (config) => ({ ...config, theme: { primary: '#1d3557' } }));
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Shop here' }).first();
  await expect(button).toBeVisible();
  const [fg, bg] = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.color, style.backgroundColor];
  });
  expect(contrastRatio(toHex(fg), toHex(bg))).toBeGreaterThanOrEqual(4.5);
});

test('unknown paths show a real not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Choose your store' })).toBeVisible();
});

test('the production build ships no fake backend', async ({ request }) => {
  // `npm test` builds dist/ before this suite runs; the demo build is the only one with the worker.
  expect(existsSync(`${E2E.dist}/mockServiceWorker.js`)).toBe(false);
  const assets = readdirSync(`${E2E.dist}/assets`).filter((name) => name.endsWith('.js'));
  for (const name of assets) {
    const code = readFileSync(`${E2E.dist}/assets/${name}`, 'utf8');
    expect(code, name).not.toContain('mockServiceWorker');
    expect(code, name).not.toContain('Zero Waste Pantry Woodstock');
  }
  // The file as shipped (pages get it pointed at their test's backend session by the fixtures).
  const config = await (await request.get('/config.json')).json();
  expect(config.api.agency_host).toBe(`${API}/reference`);
});

test('the build and its config carry no secret, only public keys', async () => {
  // Every file a deployment serves: scripts, styles, HTML, config.json, version.txt.
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|css|html|json|txt|webmanifest)$/.test(entry.name)) files.push(full);
    }
  };
  walk(E2E.dist);
  expect(files.length).toBeGreaterThan(5);
  const secretLooking = [
    // Provider secret keys: Yoco sk_live_/sk_test_, Stripe-style, PayGate's encryption key field.
    /\bsk_(live|test)_[A-Za-z0-9]{8,}/,
    /\bENCRYPTION_KEY\b/i,
    /\b(secret|private)[_-]?key\b\s*[:=]\s*["'][^"']{6,}/i,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    // The fake backend's demo checksum key must stay in src/mocks.
    /demo-gateway-key/,
    // Access keys of common clouds.
    /\bAKIA[0-9A-Z]{16}\b/,
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of secretLooking) expect(text, `${file} matches ${pattern}`).not.toMatch(pattern);
  }
});
