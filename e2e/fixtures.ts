import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E } from './support/e2e-env';

// Every journey fails on a page error or console error unless the test declares it expects one, so
// a broken screen cannot pass just because its visible text happened to render.
export const test = base.extend<{
  /** Console errors the test expects (one pattern, since Playwright reads an array as [value, options]). */
  allowedConsoleErrors: RegExp | null;
  consoleErrors: string[];
}>({
  allowedConsoleErrors: [null, { option: true }],
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

export { expect };

export const API = E2E.apiOrigin;
export const DEMO_LOGIN = '0821234567';
export const DEMO_PASSWORD = 'demo1234';
/** Zero Waste Pantry Sea Point in the reference dataset. */
export const SEA_POINT = { id: 14, name: 'Zero Waste Pantry Sea Point', api_endpoint: null };

interface Seed {
  supplier?: { id: number; name: string; api_endpoint: string | null };
  locale?: 'en' | 'af' | 'fr';
  /** One basket line, stored as the previous build stored baskets (whole offers; the app migrates it). */
  basket?: { offer: { supplier: { id: number } }; qty: number };
}

/** Puts state in localStorage before the app boots, once per tab, as a returning shopper has it. */
export async function seedStorage(page: Page, seed: Seed): Promise<void> {
  await page.addInitScript((value: Seed) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    const put = (key: string, state: unknown) =>
      localStorage.setItem(key, JSON.stringify({ state, version: 1 }));
    if (value.supplier) put('storefront.suppliers', { selected: value.supplier });
    if (value.locale) put('storefront.preferences', { locale: value.locale });
    if (value.basket) {
      const { offer, qty } = value.basket;
      put('storefront.cart.v1', { supplierId: offer.supplier.id, items: [{ offer, qty }] });
    }
  }, seed);
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

/** The market demo's config, pointed at the mock API, served in place of the reference one. */
export async function useMarketDeployment(page: Page, extra: Record<string, unknown> = {}): Promise<void> {
  const { readFileSync } = await import('node:fs');
  const market = JSON.parse(
    readFileSync('deployments/market-demo.json', 'utf8').replaceAll('https://api.fake-supplier.test', API),
  );
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { ...market, fake_backend: false, ...extra } }),
  );
}
