import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { keptOffline } from './in-page';
import type { JourneyServers } from './sessions';
import {
  AXE_TAGS,
  axeScript,
  waitFor,
  type AxeRunner,
  type Engine,
  type Find,
  type Key,
  type Shopper,
} from './shopper';

// The shopper's steps in Playwright, for Chromium and Firefox ESR (e2e/engines/shopper.ts).

function locate(page: Page, target: Find): Locator {
  const scope: Page | Locator = target.within ? locate(page, target.within) : page;
  if (target.role === 'text') return scope.getByText(target.name ?? '').first();
  return scope
    .getByRole(target.role as Parameters<Page['getByRole']>[0], {
      name: target.name,
      exact: typeof target.name === 'string',
      level: target.level,
    })
    .first();
}

export function playwrightShopper(
  engine: Engine,
  page: Page,
  context: BrowserContext,
  servers: JourneyServers,
): Shopper {
  return {
    engine,
    goto: async (path) => void (await page.goto(path)),
    // Firefox's BiDi reload can answer before the new document is up: wait for it as well.
    reload: async () => {
      await page.reload();
      await page.waitForLoadState('load');
    },
    path: async () => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    },
    click: (target) => locate(page, target).click(),
    // Key by key: Firefox's React ignores a field filled in one event (issue 37).
    fill: async (target, value) => {
      const field = locate(page, target);
      await field.clear();
      await field.pressSequentially(value);
    },
    select: async (target, option) => {
      const field = locate(page, target);
      if (option !== 'last') return void (await field.selectOption({ label: option }));
      await expect(field.locator('option').nth(1)).toBeAttached();
      await field.selectOption({ index: (await field.locator('option').count()) - 1 });
    },
    press: (key: Key) => page.keyboard.press(key),
    see: (target) => expect(locate(page, target)).toBeVisible(),
    gone: (target) => expect(locate(page, target)).toBeHidden(),
    count: async (target) => {
      const scope: Page | Locator = target.within ? locate(page, target.within) : page;
      const all =
        target.role === 'text'
          ? scope.getByText(target.name ?? '')
          : scope.getByRole(target.role as Parameters<Page['getByRole']>[0], {
              name: target.name,
              exact: typeof target.name === 'string',
            });
      return all.count();
    },
    focused: () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
      }),
    scrollToEnd: (target) =>
      locate(page, target).evaluate((el) => {
        const scroller = [el, ...el.querySelectorAll('*')].find(
          (node) =>
            node.scrollHeight > node.clientHeight + 1 && getComputedStyle(node).overflowY !== 'visible',
        );
        if (!scroller) return false;
        scroller.scrollTop = scroller.scrollHeight;
        return scroller.scrollTop > 0;
      }),
    keeps: (part) => waitFor(`${part} kept for offline`, () => page.evaluate(keptOffline, part)),
    // The gates drop every connection, the service worker's own fetches included, and the page is
    // told as the browser would tell it. Firefox's own offline mode refuses even a navigation its
    // service worker would answer (NS_ERROR_OFFLINE), which a phone that lost its signal does not.
    offline: async (value) => {
      servers.app.cut(value);
      servers.api.cut(value);
      await page.evaluate((online) => {
        Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      }, !value);
    },
    newTab: async (path) => {
      const tab = await context.newPage();
      await tab.goto(path);
      return playwrightShopper(engine, tab, context, servers);
    },
    // axe-core's own script in the page, as for WebKit: @axe-core/playwright's frame-by-frame run
    // crashed Firefox ESR 153's content process on a reloaded page (2 runs in 6).
    axe: async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(withoutElementReflection);
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeScript() });
      return page.evaluate(
        (tags) =>
          (window as unknown as { axe: AxeRunner }).axe
            .run(document, { runOnly: { type: 'tag', values: tags } })
            .then((result) =>
              result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
            ),
        AXE_TAGS,
      );
    },
  };
}

/**
 * Hides ARIA element reflection (`ariaLabelledByElements` and its kin) from the page's scripts, so
 * axe-core reads `aria-labelledby` and the other id references from the attributes, its fallback
 * for browsers without reflection. Firefox ESR 153's content process dies (SIGSEGV, always at the
 * same place in libxul) in the `ariaLabelledByElements` getter now and then, more often on a busy
 * machine: the last DOM call axe-core made, recorded in the crashed process's memory, was that
 * getter in 4 cores of 4 (decision 037). The shop never reads these properties.
 */
function withoutElementReflection() {
  for (const name of Object.getOwnPropertyNames(Element.prototype))
    if (/^aria[A-Za-z]+Elements?$/.test(name))
      Object.defineProperty(Element.prototype, name, { configurable: true, get: () => undefined });
}
