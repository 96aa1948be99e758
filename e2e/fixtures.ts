import { randomBytes } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { SEEDED_UNREVIEWED_ORDER } from '../src/mocks/db/history';
import type { DatasetName } from '../src/mocks/db/seed/types';
import type { ScenarioName } from '../src/mocks/scenarios';
import { E2E } from './support/e2e-env';

export const API = E2E.apiOrigin;

/**
 * The test's own session of the fake backend (src/mocks/server.ts, `/~<session>/...`): its data and
 * scenario are nobody else's, and it starts from the seed, so tests cannot leak state into each
 * other and the suite can run on several workers.
 */
export interface Backend {
  /** `${API}/~<session>`: the datasets live at `${url}/reference`, `${url}/market` and `${url}/large`. */
  url: string;
  /** The test's API client (no browser involved), for calls a spec makes itself under `url`. */
  request: APIRequestContext;
  /** Starts the session over from the seed (a new session already is the seed). */
  reset(): Promise<void>;
  /** Switches a failure scenario on for this test only; 'none' switches it off. */
  scenario(name: ScenarioName | 'none'): Promise<void>;
  /** The fake supplier changes an offer under the shopper's feet (reset() restores it). */
  changeOffer(
    id: number,
    change: { price_in_cents?: number; out_of_stock?: boolean },
    dataset?: DatasetName,
  ): Promise<void>;
  /** Time passes at the supplier: the session's clock moves forward (orders progress, expire). */
  advanceClock(ms: number): Promise<void>;
}

/** The backend session URL of each browser context, for helpers that are only given a page. */
const sessionUrls = new WeakMap<BrowserContext, string>();

/** The backend session of the test that owns `page` (the `backend` fixture). */
export function backendUrlOf(page: Page): string {
  const url = sessionUrls.get(page.context());
  if (!url) throw new Error('this page has no backend session: use `test` from e2e/fixtures.ts');
  return url;
}

/**
 * A deployment config with every URL under the mock API (hosts, map tiles, geocoder, ...) moved into
 * the backend session at `sessionUrl`. Bare origins (api.trusted_origins) stay as they are: they
 * must be origins, and a session lives on the API's origin.
 */
export function pointAtSession<T>(config: T, sessionUrl: string): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.startsWith(`${API}/`) ? `${sessionUrl}${value.slice(API.length)}` : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(config) as T;
}

async function expectOk(response: { ok(): boolean; status(): number; url(): string }): Promise<void> {
  if (!response.ok()) throw new Error(`${response.url()} answered HTTP ${response.status()}`);
}

/** A session of its own at the mock API, through `request` (the test's API client). */
export function newBackend(request: APIRequestContext): Backend {
  // Random rather than derived from the test: a reused mock API (reuseExistingServer) may still
  // hold the sessions of an earlier run.
  const url = `${API}/~e2e-${randomBytes(8).toString('hex')}`;
  return {
    url,
    request,
    reset: async () => expectOk(await request.post(`${url}/__reset`)),
    scenario: async (name) => expectOk(await request.post(`${url}/__scenario`, { data: { name } })),
    changeOffer: async (id, change, dataset = 'reference') =>
      expectOk(await request.post(`${url}/__offer`, { data: { dataset, id, ...change } })),
    advanceClock: async (ms) => expectOk(await request.post(`${url}/__clock`, { data: { advance_ms: ms } })),
  };
}

// Every journey fails on a page error or console error unless the test declares it expects one, so
// a broken screen cannot pass just because its visible text happened to render.
export const test = base.extend<{
  /** Console errors the test expects (one pattern, since Playwright reads an array as [value, options]). */
  allowedConsoleErrors: RegExp | null;
  consoleErrors: string[];
  backend: Backend;
  /** Serves the build's config.json with every mock API URL pointed at the test's backend session. */
  sessionDeployment: void;
  /**
   * Whether the demo shopper has already been offered the review of its seeded collected order,
   * as a returning shopper would have been. True unless a test is about the review prompt.
   */
  reviewAlreadyOffered: boolean;
  seedReviewOffered: void;
  pageOnFailure: void;
}>({
  allowedConsoleErrors: [null, { option: true }],
  reviewAlreadyOffered: [true, { option: true }],
  // The review prompt (decision 022) opens on the next browsing page once the history is in:
  // when that is depends on the machine's speed, and it would land over whatever a test is about.
  seedReviewOffered: [
    async ({ context, reviewAlreadyOffered }, use) => {
      if (reviewAlreadyOffered) {
        await context.addInitScript((orderId: number) => {
          // Firefox runs init scripts in the first, blank document too, where storage throws.
          if (!location.protocol.startsWith('http')) return;
          if (localStorage.getItem('storefront.notices') !== null) return;
          const state = { closedShown: {}, reviewsOffered: [orderId] };
          localStorage.setItem('storefront.notices', JSON.stringify({ state, version: 1 }));
        }, SEEDED_UNREVIEWED_ORDER);
      }
      await use();
    },
    { auto: true },
  ],
  // CI keeps only the log: on a failure, what the page showed goes into it, as the screen reader
  // would read it, so a failure seen once on a busy machine can still be understood.
  pageOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      // A route handler still fetching when the test ends would fail it as the page closes
      // ('Response has been disposed'); what it would have answered no longer matters.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const snapshot = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      console.info(`What the page showed at ${page.url()}:\n${snapshot.slice(0, 4_000)}`);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors?.test(text));
      expect(unexpected, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  backend: [
    async ({ request }, use, testInfo) => {
      const backend = newBackend(request);
      testInfo.annotations.push({ type: 'backend', description: backend.url });
      await use(backend);
    },
    { scope: 'test' },
  ],
  sessionDeployment: [
    async ({ context, backend }, use) => {
      sessionUrls.set(context, backend.url);
      // A context route: a spec's own page.route('**/config.json') (useMarketDeployment,
      // editDeployment) comes first and points its config at the session itself. A retry on
      // ECONNRESET: under load the server may close an idle kept-alive socket as it is reused.
      await context.route('**/config.json', async (route) => {
        const response = await route.fetch({ maxRetries: 2 });
        await route.fulfill({ response, json: pointAtSession(await response.json(), backend.url) });
      });
      // The browser must never reach the mock API outside the session: that would share state again.
      const strays: string[] = [];
      context.on('request', (request) => {
        const url = request.url();
        if (url.startsWith(`${API}/`) && !url.startsWith(`${backend.url}/`)) strays.push(url);
      });
      await use();
      // As for the page's routes: a config fetch in flight at the end must not fail the test.
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      expect(strays, "browser requests to the mock API outside the test's backend session").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
