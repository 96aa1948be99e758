import type { Browser, CDPSession, Page } from '@playwright/test';
import type { ScaleShop } from '../../tooling/scale-shops.ts';
import { phoneContext } from './browser-figures.ts';

// The storefront at a wholesaler's size (issue 26), measured in Chromium with the CPU slowed 4×
// as Lighthouse's mobile profile does: how long the page takes to answer a press or a keystroke
// (Event Timing: an interaction's longest event, what INP reports), the longest task while the
// largest category scrolls from top to bottom, the page's element count and the JS heap after.
// Timings are printed and recorded, never asserted.

export const CPU_SLOWDOWN = 4;

/** One shop's figures; null where the shop has nothing to measure. */
export interface ScaleFigures {
  shop: string;
  basketLines: number;
  category: { id: number; products: number };
  /**
   * The one-tap Add of an offer on its product page, with `basketLines` already in the basket: it
   * adds a counted item at once, or opens the amount panel for a weighed one.
   */
  inpAddToBasketMs: number | null;
  /** The one-tap Add of a tile far down the windowed category (issue 39): the offers' answer is waited out. */
  inpGridAddMs: number | null;
  /** A press on a line's + on the basket screen, with `basketLines` lines: the median of three pages. */
  inpBasketStepperMs: number | null;
  /** The slowest keystroke while typing the search term. */
  inpSearchTypingMs: number | null;
  searchTerm: string;
  /** The longest task (over 50 ms) while scrolling the category to its end; 0 when none. */
  longestTaskScrollingMs: number;
  /** The most elements the page held at once while scrolling it. */
  domElementsMax: number;
  /** JS heap in use after the scroll, after a garbage collection (MB). */
  jsHeapAfterScrollMb: number;
}

// Every interaction's longest event and every long task, from the page's first script on.
const OBSERVE = () => {
  const w = window as unknown as { benchEvents: Record<number, number>; benchLongTasks: number[] };
  w.benchEvents = {};
  w.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      const id = entry.interactionId ?? 0;
      if (id > 0) w.benchEvents[id] = Math.max(w.benchEvents[id] ?? 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.benchLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function slowPage(browser: Browser, shop: ScaleShop): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await phoneContext(browser, shop.url);
  await context.addInitScript((entries: Record<string, string>) => {
    // Once per tab: the measured presses change the basket, and a reload must not undo them.
    if (sessionStorage.getItem('bench-seeded')) return;
    sessionStorage.setItem('bench-seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, shop.storage);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

/** Runs one measurement in a fresh slowed page, closed afterwards whatever happens. */
async function inSlowPage<T>(
  browser: Browser,
  shop: ScaleShop,
  measure: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const { page, cdp } = await slowPage(browser, shop);
  try {
    return await measure(page, cdp);
  } finally {
    await page.context().close();
  }
}

/** Interactions seen so far, by id: the slowest event of each. */
const interactions = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { benchEvents: Record<number, number> }).benchEvents }));

/** The latency of the interactions `act` makes: the slowest of them (null: none was recorded). */
async function latencyOf(page: Page, act: () => Promise<void>): Promise<number | null> {
  const before = await interactions(page);
  await act();
  // Event Timing reports an interaction once its frame has painted.
  await page.waitForTimeout(1_000);
  const after = await interactions(page);
  const fresh = Object.entries(after)
    .filter(([id]) => !(id in before))
    .map(([, duration]) => duration);
  return fresh.length > 0 ? Math.max(...fresh) : null;
}

const addToBasket = (browser: Browser, shop: ScaleShop) =>
  inSlowPage(browser, shop, async (page) => {
    await page.goto(`/product/${shop.product.id}`);
    const add = page.getByRole('button', {
      name: `Add ${shop.product.offerName} to the basket`,
      exact: true,
    });
    await add.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return latencyOf(page, () => add.click());
  });

const gridAdd = (browser: Browser, shop: ScaleShop) =>
  inSlowPage(browser, shop, async (page) => {
    await page.goto(`/category/${shop.category.id}`);
    await page.locator('main .tile-grid li').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // Far down the grid: the window has moved, the tiles there are the virtualiser's.
    await page.keyboard.press('End');
    const add = page
      .locator('main .tile-grid li')
      .last()
      .getByRole('button', { name: /^Add .+ to the basket$/ });
    await add.waitFor({ timeout: 60_000 });
    return latencyOf(page, () => add.click());
  });

/** How many fresh pages the basket's + is pressed in: one press varied from 80 to 336 ms. */
const STEPPER_PAGES = 3;

/** The median of the first press of a line's + in STEPPER_PAGES fresh pages. */
async function basketStepper(browser: Browser, shop: ScaleShop): Promise<number | null> {
  const presses: number[] = [];
  for (let n = 0; n < STEPPER_PAGES; n += 1) {
    const latency = await inSlowPage(browser, shop, async (page) => {
      await page.goto('/basket');
      const more = page.getByRole('button', { name: /^Increase quantity of / }).first();
      await more.waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      return latencyOf(page, () => more.click());
    });
    if (latency !== null) presses.push(latency);
  }
  presses.sort((a, b) => a - b);
  return presses.length > 0 ? presses[Math.floor(presses.length / 2)]! : null;
}

const searchTyping = (browser: Browser, shop: ScaleShop) =>
  inSlowPage(browser, shop, async (page) => {
    await page.goto('/search');
    const box = page.getByRole('searchbox');
    await box.waitFor();
    return latencyOf(page, async () => {
      // A shopper's pace: results for the first letters arrive while the rest is typed.
      await box.pressSequentially(shop.searchTerm, { delay: 250 });
      await page.getByText(/ items? shown$/).waitFor({ state: 'attached', timeout: 60_000 });
    });
  });

const scrollCategory = (
  browser: Browser,
  shop: ScaleShop,
): Promise<Pick<ScaleFigures, 'longestTaskScrollingMs' | 'domElementsMax' | 'jsHeapAfterScrollMb'>> =>
  inSlowPage(browser, shop, async (page, cdp) => {
    await page.goto(`/category/${shop.category.id}`);
    await page.locator('main .tile-grid li').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { benchLongTasks: number[] }).benchLongTasks = [];
    });
    let domElementsMax = 0;
    // A swipe of most of a screen per painted frame, to the end of the list.
    for (let step = 0; step < 2_000; step += 1) {
      await page.mouse.wheel(0, 600);
      const at = await page.evaluate(
        () =>
          new Promise<{ end: boolean; elements: number }>((done) =>
            requestAnimationFrame(() =>
              done({
                end: scrollY + innerHeight >= document.documentElement.scrollHeight - 4,
                elements: document.getElementsByTagName('*').length,
              }),
            ),
          ),
      );
      domElementsMax = Math.max(domElementsMax, at.elements);
      if (at.end) break;
    }
    await page.waitForTimeout(1_000);
    const tasks = await page.evaluate(
      () => (window as unknown as { benchLongTasks: number[] }).benchLongTasks,
    );
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    return {
      longestTaskScrollingMs: Math.round(Math.max(0, ...tasks)),
      domElementsMax,
      jsHeapAfterScrollMb: Math.round((heap / 1024 / 1024) * 10) / 10,
    };
  });

/** Every scale figure of one shop. */
export async function measureScale(browser: Browser, shop: ScaleShop): Promise<ScaleFigures> {
  return {
    shop: shop.shop,
    basketLines: shop.basketLines,
    category: shop.category,
    searchTerm: shop.searchTerm,
    inpAddToBasketMs: await addToBasket(browser, shop),
    inpGridAddMs: await gridAdd(browser, shop),
    inpBasketStepperMs: await basketStepper(browser, shop),
    inpSearchTypingMs: await searchTyping(browser, shop),
    ...(await scrollCategory(browser, shop)),
  };
}
