import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { assetsForRoute, total, type AssetSize } from '../../tooling/route-assets.ts';
import { seedLocalStorage, type StorageEntries } from '../../tooling/seed-shopper.ts';
import { QUIET_AFTER_FIRST_PAGE_MS } from '../../src/app/boot/first-page-gate.ts';

// What the bench measures with Playwright's Chromium: each route's initial JS and CSS (the same
// helper as the byte budgets in npm test) and the bytes a visit to the home puts on the wire.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian Chromium as root in a closed network: these keep it from hanging on the outside world. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface SizeTotals {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteFigures {
  route: string;
  /** Where the route ended up; differs from `route` only if a guard redirected it. */
  openedUrl: string;
  js: SizeTotals & { files: number };
  css: SizeTotals & { files: number };
}

export interface VisitBytes {
  /** Sum of CDP `encodedDataLength` (headers + body as received) over the page load. */
  bytes: number;
  /** Responses that came over the network (a 304 counts: it still costs a round trip). */
  fromNetwork: number;
  /** Responses taken from the HTTP cache without asking the server. */
  fromCache: number;
  /** Bytes by CDP resource type (Document, Script, Stylesheet, Image, Fetch, ...). */
  byType: Record<string, number>;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A phone-sized context on `baseURL`, so responsive images are the ones a shopper gets. */
export async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ ...devices['Pixel 7'], baseURL });
}

/** Raw, gzip and brotli totals of a list of files. */
export const sum = (assets: readonly AssetSize[]): SizeTotals => ({
  raw: total(assets, 'raw'),
  gzip: total(assets, 'gzip'),
  brotli: total(assets, 'brotli'),
});

/** Each route opened in a fresh context with `storage` seeded: its initial JS and CSS from `dist`. */
export async function measureRoutes(
  browser: Browser,
  baseURL: string,
  routes: readonly string[],
  storage: StorageEntries,
  dist = 'dist',
): Promise<RouteFigures[]> {
  const figures: RouteFigures[] = [];
  for (const route of routes) {
    // A fresh context per route: a warm cache would hide the shared chunks from the second route on.
    const context = await phoneContext(browser, baseURL);
    const page = await context.newPage();
    await seedLocalStorage(page, storage);
    const ready = () => page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
    const assets = await assetsForRoute(page, route, ready, dist);
    figures.push({
      route,
      openedUrl: new URL(page.url()).pathname,
      js: { ...sum(assets.js), files: assets.js.length },
      css: { ...sum(assets.css), files: assets.css.length },
    });
    await context.close();
  }
  return figures;
}

/** Counts bytes received per page load through CDP; `reset` starts a new load's count. */
async function countBytes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const types = new Map<string, string>();
  const cached = new Set<string>();
  const empty = (): VisitBytes => ({ bytes: 0, fromNetwork: 0, fromCache: 0, byType: {} });
  let visit = empty();
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    if (event.response.fromDiskCache) cached.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'Other';
    visit.bytes += event.encodedDataLength;
    if (cached.has(event.requestId)) visit.fromCache += 1;
    else visit.fromNetwork += 1;
    visit.byType[type] = (visit.byType[type] ?? 0) + event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return {
    reset: () => (visit = empty()),
    read: () => visit,
  };
}

/** Waits until the screen is drawn, its images have arrived and nothing else is in flight. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  // Lazy images off screen (below the fold, later carousel slides) never load for a shopper who
  // does not scroll, so they are not waited for; the ones Chrome fetches early are still counted.
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          if (image.loading !== 'lazy') return true;
          const box = image.getBoundingClientRect();
          const onScreen = box.top < innerHeight && box.left < innerWidth && box.right > 0;
          return onScreen && box.width > 0 && box.height > 0;
        })
        .every((image) => image.complete),
    null,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Waits out the calls the app makes a moment after its first page (app/boot/first-page-gate.ts):
 * they are part of every visit. The network went idle before they started, so a wait for idleness
 * counted them on some runs and not on others. Against local servers they answer within the second.
 */
async function afterBackgroundCalls(page: Page): Promise<void> {
  await page.waitForFunction((quiet) => performance.now() > quiet + 1500, QUIET_AFTER_FIRST_PAGE_MS, {
    timeout: 15_000,
  });
}

/**
 * Bytes on the wire for a first visit to `route` (cold HTTP cache) and a repeat visit (a reload in
 * the same context, cache warm): what the shopper's data bundle pays each time, background calls
 * included.
 */
export async function measureTransfer(
  browser: Browser,
  baseURL: string,
  route: string,
  storage: StorageEntries,
): Promise<{
  first: VisitBytes;
  repeat: VisitBytes;
  /** Images loaded on the first visit. */ images: number;
}> {
  const context = await phoneContext(browser, baseURL);
  const page = await context.newPage();
  await seedLocalStorage(page, storage);
  const counter = await countBytes(page);
  await page.goto(route);
  await settled(page);
  await afterBackgroundCalls(page);
  const first = counter.read();
  const images = await page.evaluate(
    () => [...document.images].filter((image) => image.complete && image.naturalWidth > 0).length,
  );
  counter.reset();
  await page.reload();
  await settled(page);
  await afterBackgroundCalls(page);
  const repeat = counter.read();
  await context.close();
  return { first, repeat, images };
}
