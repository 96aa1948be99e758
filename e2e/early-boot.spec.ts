import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { SEA_POINT, seedStorage } from './support/storage';
import { E2E } from './support/e2e-env';

// The early boot script (src/app/boot/early/early.ts, inline in index.html) asks for a catalogue page's
// data, preloads its largest pictures and, on a deep link, the screen's own code while the app's
// scripts are still on their way. Here the
// stack's script is held back until those requests have gone out: without the early script they
// would never go out first, and the page would not open.

const HOLD_LIMIT_MS = 10_000;

/** Holds the stack's script until `ready` resolves (or a limit passes, so a failure is reported). */
async function holdAppScripts(
  page: Page,
  ready: Promise<unknown>,
): Promise<{ heldUntilReady: () => boolean }> {
  let released = false;
  await page.route(/\/assets\/vendor-[\w-]+\.js$/, async (route) => {
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, HOLD_LIMIT_MS))]);
    released = true;
    await route.continue();
  });
  let readyFirst = false;
  void ready.then(() => (readyFirst = !released));
  return { heldUntilReady: () => readyFirst };
}

/**
 * Resolves when a request whose path and query end with each of `suffixes` has gone out (a suffix
 * ending in '-' is a prefix of the file name instead); counts them all.
 */
function watchRequests(page: Page, suffixes: string[]) {
  const matches = (url: string, suffix: string) =>
    suffix.endsWith('-') ? url.includes(suffix) : url.endsWith(suffix);
  const seen = new Map<string, Request[]>(suffixes.map((suffix) => [suffix, []]));
  let allSeen: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allSeen = resolve));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    const suffix = suffixes.find((candidate) => matches(`${pathname}${search}`, candidate));
    if (!suffix) return;
    seen.get(suffix)?.push(request);
    if ([...seen.values()].every((requests) => requests.length > 0)) allSeen();
  });
  return { done, count: (suffix: string) => seen.get(suffix)?.length ?? 0 };
}

/**
 * Opens `route` for a shopper at Sea Point with the app's scripts held back until a request ending
 * with each of `suffixes` has gone out (see watchRequests).
 */
async function openWithAppHeld(page: Page, route: string, suffixes: string[]) {
  await seedStorage(page, { supplier: SEA_POINT });
  const requests = watchRequests(page, suffixes);
  const hold = await holdAppScripts(page, requests.done);
  await page.goto(route);
  return { count: requests.count, heldUntilReady: hold.heldUntilReady };
}

test('the home asks for its shelves and first banner before the app has loaded, and only once', async ({
  page,
}) => {
  const requests = await openWithAppHeld(page, '/', [
    '/catalog/v1/categories?supplier_id=14',
    '/api/v2/banners',
    '/api/v2/ads',
    '/catalog/v1/suppliers/14/leaflets',
    // The first banner of the demo catalogue: the home's largest picture.
    '/img/banner/801-',
  ]);
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Pantry staples/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Featured: Cleaning refills/ })).toBeVisible();
  expect(requests.heldUntilReady(), 'the requests went out while the app was still held back').toBe(true);
  // The app took the early answers rather than asking again.
  for (const suffix of ['/catalog/v1/categories?supplier_id=14', '/api/v2/banners', '/api/v2/ads']) {
    expect(requests.count(suffix), suffix).toBe(1);
  }
});

test('a deep link to a product asks for the product, its offers, its picture and its code before the app has loaded', async ({
  page,
}) => {
  const code = screenFiles('product');
  const requests = await openWithAppHeld(page, '/product/1001', [
    '/catalog/v1/products/1001',
    '/catalog/v1/products/1001/offers?supplier_id=14',
    '/img/product/1001-',
    ...code,
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible();
  expect(requests.heldUntilReady(), 'the requests went out while the app was still held back').toBe(true);
  for (const suffix of [
    '/catalog/v1/products/1001',
    '/catalog/v1/products/1001/offers?supplier_id=14',
    ...code,
  ]) {
    expect(requests.count(suffix), suffix).toBe(1);
  }
});

/** The files the build lists in the early script for `screen` (build/early-script-plugin.ts). */
function screenFiles(screen: 'category' | 'product'): string[] {
  const html = readFileSync(`${E2E.dist}/index.html`, 'utf8');
  const files = JSON.parse(new RegExp(`"${screen}":(\\[[^\\]]*\\])`).exec(html)?.[1] ?? '[]') as string[];
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  return files;
}

test("a deep link to a category asks for the category, its first row's pictures and its code before the app has loaded", async ({
  page,
}) => {
  const code = screenFiles('category');
  const early = [
    '/catalog/v1/categories/101?supplier_id=14',
    // The first row of sub-category tiles: the page's largest paint.
    '/img/category/201-',
    '/img/category/202-',
    ...code,
  ];
  const requests = await openWithAppHeld(page, '/category/101', early);
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Grains & rice' })).toBeVisible();
  expect(requests.heldUntilReady(), 'the requests went out while the app was still held back').toBe(true);
  // The app and the tiles took what the early script asked for: a preload that did not match the
  // tile's own choice of picture, or the app's way of loading its code, would be asked again.
  await expect(page.locator('main img[fetchpriority="high"]').first()).toHaveJSProperty('complete', true);
  for (const suffix of early) expect(requests.count(suffix), suffix).toBe(1);
});

test('a shopper who has not chosen a shop yet gets no early requests, and the shop chooser', async ({
  page,
}) => {
  const catalogue: string[] = [];
  page.on('request', (request) => {
    if (/\/catalog\/v1\/(categories|products)/.test(request.url())) catalogue.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose your store' })).toBeVisible();
  expect(catalogue).toEqual([]);
});
