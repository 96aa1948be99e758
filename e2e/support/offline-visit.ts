import type { BrowserContext, Page, Route, TestInfo } from '@playwright/test';
import { SEA_POINT } from './storage';
import { offersToBuy, shopperWithBasket } from './checkout';
import { waitForServiceWorker } from '../../tooling/kept-cache.ts';
import { expectKept } from './offline';
import { expect, pointAtSession, type Backend } from '../fixtures';

// Offline-first, as a shopper meets it, wherever the production build is served: behind nginx
// (e2e/nginx/offline.spec.ts; also under vite preview in the chromium project) and behind nginx
// over TLS and HTTP/2 (e2e/tls/offline.spec.ts). The first visit installs the service worker and
// keeps what it showed; with the connection gone, a reload still opens the shop from what was kept.

/** test.use() of an offline spec: the worker allowed (every other test blocks it). */
export const OFFLINE_TEST_OPTIONS = {
  serviceWorkers: 'allow',
  // Offline, the page's own requests (the version check, and through the worker a picture it
  // never kept: ERR_FAILED) fail; that is the situation.
  allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|version check failed/,
} as const;

// Chromium's offline emulation (context.setOffline) does not reach the service worker's own
// fetches: offline, the worker still fetched a fresh config.json from the server, so its cache was
// never asked. A dropped connection fails those too, so the context's routes fail every request.
const disconnected = (route: Route) => route.abort('internetdisconnected');

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', disconnected);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/*', disconnected);
  await context.setOffline(false);
}

/**
 * Adds `Vary: Origin` to config.json and the app's files under /assets/, as some CDNs do in front
 * of the server. vite preview sends it itself, on everything; nginx does not.
 */
async function behindVaryingCdn(context: BrowserContext, testInfo: TestInfo, backendUrl: string) {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  // Not the page nor the worker's script: a page (or worker) that Playwright answers has no address
  // space, and Chromium then refuses its calls to the mock API on the loopback address. The page is
  // kept under one key whatever asked (sw.ts PAGE_KEY), so Vary never mattered for it.
  const varied = (url: URL) =>
    url.origin === origin && (url.pathname === '/config.json' || url.pathname.startsWith('/assets/'));
  await context.route(varied, async (route) => {
    const response = await route.fetch({ maxRetries: 2 });
    const headers = { ...response.headers(), vary: 'Origin' };
    // This route comes before the fixture's for config.json, so it points the config at the
    // test's backend session as that one does.
    await route.fulfill(
      route.request().url().endsWith('/config.json')
        ? { response, headers, json: pointAtSession(await response.json(), backendUrl) }
        : { response, headers },
    );
  });
}

/** The test's title, per variant. */
export const offlineVisitTitle = (cdn: boolean) =>
  `offline after one visit${cdn ? ', behind a CDN that sends Vary: Origin' : ''}: the shop, the last category and the basket open; ordering waits for the connection, and back online the basket is checked again`;

/**
 * The whole journey: a first visit to the home and a category, the connection cut, a reload that
 * opens the category, the basket and its disabled order button from what was kept, then back
 * online the basket checked again. `cdn` puts a CDN sending `Vary: Origin` in front;
 * `serverVariesOnOrigin` says the server sends it itself (vite preview).
 */
export async function offlineAfterOneVisit(
  { page, context, backend }: { page: Page; context: BrowserContext; backend: Backend },
  testInfo: TestInfo,
  { cdn, serverVariesOnOrigin }: { cdn: boolean; serverVariesOnOrigin: boolean },
): Promise<void> {
  if (cdn) await behindVaryingCdn(context, testInfo, backend.url);
  const [offer] = await offersToBuy(backend, 1);
  // Added to the basket when it cost R1 less: the shop's check, once it can run, flags the change.
  await shopperWithBasket(page, backend, [
    { offer: { ...offer!, price_in_cents: offer!.price_in_cents - 100 }, qty: 2 },
  ]);
  const config = page.waitForResponse((response) => response.url().endsWith('/config.json'));
  await page.goto('/');
  // The case under test: a copy kept for one request must answer another whatever Vary says.
  if (cdn || serverVariesOnOrigin) expect((await config).headers()['vary']).toMatch(/\bOrigin\b/i);
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: /^Pantry staples/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
  await expectKept(page, `"catalog",${SEA_POINT.id},"category",101`);
  await expectKept(page, `"catalog",${SEA_POINT.id},"categories"`);

  await goOffline(context);
  await page.reload();
  // The page, its code, its config and its answers all come from this device.
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
  const notice = page.getByRole('complementary', { name: 'Connection and updates' });
  await expect(notice).toContainText('You are offline. Your basket is saved');
  await expect(notice).toContainText(/Prices from (\d+ minutes? ago|this minute|now)/);
  await expect(page.getByRole('alert').filter({ hasText: 'Internet connection lost' })).toBeVisible();
  // A picture never seen has neither a copy nor a network: the worker answers with an empty one,
  // so the page shows an empty box, where a failed answer was a broken picture and a page error.
  expect(await pictureLoads(page, new URL('img/never-seen.svg', `${backend.url}/`).href)).toBe(true);

  await page.getByRole('link', { name: /in the basket$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByText(offer!.name).first()).toBeVisible();
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await expect(placeOrder).toBeDisabled();
  await expect(placeOrder).toHaveAccessibleDescription(/You are offline\. Your basket is saved/);
  // Nothing was asked of the shop meanwhile, so nothing says the price changed yet.
  await expect(page.getByText('Price changed', { exact: true })).toHaveCount(0);

  await goOnline(context);
  await expect(page.getByText('Price changed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Place order' })).toBeVisible();
  await expect(notice).toHaveCount(0);
}

function pictureLoads(page: Page, src: string): Promise<boolean> {
  return page.evaluate(async (url) => {
    const picture = new Image();
    picture.src = url;
    return picture.decode().then(
      () => true,
      () => false,
    );
  }, src);
}
