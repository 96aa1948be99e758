import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEBTOR_LOGIN, DEBTOR_PASSWORD, DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts';
import { SEEDED_UNREVIEWED_ORDER } from '../src/mocks/db/history';
import type { DatasetName } from '../src/mocks/db/seed/types';
import type { ScenarioName } from '../src/mocks/scenarios';
import type EN_STRINGS from '../locales/en.json';
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
      // Random rather than derived from the test: a reused mock API (reuseExistingServer) may still
      // hold the sessions of an earlier run.
      const url = `${API}/~e2e-${randomBytes(8).toString('hex')}`;
      testInfo.annotations.push({ type: 'backend', description: url });
      await use({
        url,
        request,
        reset: async () => expectOk(await request.post(`${url}/__reset`)),
        scenario: async (name) => expectOk(await request.post(`${url}/__scenario`, { data: { name } })),
        changeOffer: async (id, change, dataset = 'reference') =>
          expectOk(await request.post(`${url}/__offer`, { data: { dataset, id, ...change } })),
        advanceClock: async (ms) =>
          expectOk(await request.post(`${url}/__clock`, { data: { advance_ms: ms } })),
      });
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
      expect(strays, "browser requests to the mock API outside the test's backend session").toEqual([]);
    },
    { auto: true },
  ],
});

/** Fails on any WCAG 2.2 A/AA violation axe can find on the current screen. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe's target-size counts only the part of a control the sticky toolbar does not cover, so a 48px
  // field that a focus move left half under it would read as a tiny target. Checked from the top, as
  // the screen first shows; the error states are all in the DOM either way.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The "label: value" rows of the description lists in `scope` (card facts, bank details). */
export const factsIn = (scope: Locator): Promise<Record<string, string | null | undefined>> =>
  scope
    .locator('dl > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
      ),
    );

/**
 * A radio group shows one choice per row, each radio a target of at least 24px (WCAG 2.5.8): the
 * options of a shared group must not run together as inline text on a phone.
 */
export async function expectOneChoicePerRow(group: Locator): Promise<void> {
  const boxes = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(1);
  for (const [index, box] of boxes.entries()) {
    expect(Math.min(box.width, box.height), `radio ${index + 1} is a 24px target`).toBeGreaterThanOrEqual(24);
    if (index > 0)
      expect(box.top, `radio ${index + 1} starts a row`).toBeGreaterThan(boxes[index - 1]!.bottom);
  }
}

export { expect };

export type Locale = 'en' | 'af' | 'fr';
/** The app's strings, shaped as the English file (every locale has the same keys, tests/locales). */
export type Strings = typeof EN_STRINGS;

/** The app's strings in a language, from its own locale files: tests in af and fr find by them. */
export function stringsOf(locale: Locale): Strings {
  return JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Strings;
}

/** Stores the shopper's language as the app does (the preferences store), for the next load. */
export async function chooseLocale(page: Page, locale: Locale): Promise<void> {
  await page.evaluate(
    (value) =>
      localStorage.setItem(
        'storefront.preferences',
        JSON.stringify({ state: { locale: value }, version: 1 }),
      ),
    locale,
  );
}

/** Boots every page of this tab in `locale`, before the app starts. */
export async function bootInLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('storefront.preferences', JSON.stringify({ state: { locale: value }, version: 1 }));
  }, locale);
}

/**
 * The screen as it is now, reloaded in Afrikaans and in French and run through axe in each, then
 * back in English: for screens that take a long way to reach. `ready` waits for the screen's content.
 */
export async function expectNoAxeViolationsInEveryLocale(
  page: Page,
  ready: () => Promise<void>,
): Promise<void> {
  for (const locale of ['af', 'fr', 'en'] as const) {
    await chooseLocale(page, locale);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await ready();
    if (locale !== 'en') await expectNoAxeViolations(page);
  }
}

// The fake backend's seeded shoppers, under the names its seed gives them.
export { DEBTOR_LOGIN, DEBTOR_PASSWORD, DEMO_LOGIN, DEMO_PASSWORD };
/** Zero Waste Pantry Sea Point in the reference dataset. */
export const SEA_POINT = { id: 14, name: 'Zero Waste Pantry Sea Point', api_endpoint: null };

interface Seed {
  supplier?: { id: number; name: string; api_endpoint: string | null };
  locale?: 'en' | 'af' | 'fr';
  /** One basket line, stored as the previous build stored baskets (whole offers; the app migrates it). */
  basket?: { offer: { supplier: { id: number } }; qty: number };
}

/**
 * Writes `entries` (localStorage key -> stored text) once per tab, before its first app script;
 * later loads keep what the app made of them, so a basket or an account the app lost shows as lost.
 */
export async function seedOnce(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values: Record<string, string>) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/** Puts state in localStorage before the app boots, once per tab, as a returning shopper has it. */
export async function seedStorage(page: Page, seed: Seed): Promise<void> {
  const entries: Record<string, string> = {};
  const put = (key: string, state: unknown) => (entries[key] = JSON.stringify({ state, version: 1 }));
  if (seed.supplier) put('storefront.suppliers', { selected: seed.supplier });
  if (seed.locale) put('storefront.preferences', { locale: seed.locale });
  if (seed.basket) {
    const { offer, qty } = seed.basket;
    put('storefront.cart.v1', { supplierId: offer.supplier.id, items: [{ offer, qty }] });
  }
  await seedOnce(page, entries);
}

/** Signs the demo shopper in through the sign-in page, as a shopper would. */
export async function signIn(page: Page, returnTo?: string): Promise<void> {
  if (!page.url().includes('/sign_in')) {
    await page.goto(returnTo ? `/sign_in?return_to=${encodeURIComponent(returnTo)}` : '/sign_in');
  }
  await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed in' })).toBeVisible();
}

/**
 * Serves the build's config.json changed by `edit`, pointed at the test's backend session (for a
 * test about the deployment config itself).
 */
export async function editDeployment(
  page: Page,
  edit: (config: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const url = backendUrlOf(page);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch({ maxRetries: 2 });
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: edit(pointAtSession(config, url)) });
  });
}

/** A deployment's config (deployments/<name>.json), pointed at the test's backend session, served in place of the reference one. */
export async function useDeployment(
  page: Page,
  name: 'market-demo' | 'large-demo',
  extra: Record<string, unknown> = {},
): Promise<void> {
  const url = backendUrlOf(page);
  const config = JSON.parse(
    readFileSync(`deployments/${name}.json`, 'utf8').replaceAll('https://api.fake-supplier.test', API),
  ) as Record<string, unknown>;
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: pointAtSession({ ...config, fake_backend: false, ...extra }, url) }),
  );
}

/** The market demo's config, pointed at the test's backend session, served in place of the reference one. */
export const useMarketDeployment = (page: Page, extra: Record<string, unknown> = {}) =>
  useDeployment(page, 'market-demo', extra);
