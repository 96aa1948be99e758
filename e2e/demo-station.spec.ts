import { expect, test } from './fixtures';
import { useMarketDeployment } from './support/deployment';
import { expectNoAxeViolations } from './support/screen';

// A demo station's look (deployments/market-demo.json, demo_station) is on the very first paint:
// the splash waits for the station's stylesheet, so the shop never flashes in its plain look.

declare global {
  interface Window {
    /** The ribbon's computed look at the moment the splash went (recorded by the init script). */
    __stationAtFirstPaint?: { content: string; background: string; linked: boolean };
  }
}

test('the market demo opens with its station stylesheet already applied, and passes axe', async ({
  page,
}) => {
  await useMarketDeployment(page);
  // The sheet is held until the test has seen the splash still up while it is on its way: the
  // first paint must wait for it (an event, not a timer, so a busy machine changes nothing).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/themes/demo-station.css', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const sheetRequested = page.waitForRequest('**/themes/demo-station.css');
  await page.addInitScript(() => {
    // Records what the shopper first sees: the page as it is when the splash, once parsed, is removed.
    let splashSeen = false;
    new MutationObserver((_changes, observer) => {
      if (document.getElementById('splash')) splashSeen = true;
      if (!splashSeen || document.getElementById('splash')) return;
      const ribbon = getComputedStyle(document.body, '::before');
      window.__stationAtFirstPaint = {
        content: ribbon.content,
        background: ribbon.backgroundColor,
        linked: document.querySelector('link[href="/themes/demo-station.css"]') !== null,
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await sheetRequested;
  await expect(page.locator('#splash')).toHaveCount(1);
  release();
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const first = await page.evaluate(() => window.__stationAtFirstPaint);
  expect(first).toEqual({ content: '"Demo"', background: 'rgb(74, 29, 110)', linked: true });
  // Text-transform shows the name as the ribbon's DEMO; the toolbar carries the station's stripe.
  await expect(page.locator('.toolbar')).toHaveCSS('box-shadow', /rgb\(74, 29, 110\)/);
  await expectNoAxeViolations(page);
});

test('a deployment that tracks ads asks first, in a notice that passes axe and goes once answered', async ({
  page,
}) => {
  await useMarketDeployment(page, { analytics: { enabled: false, ad_tracking: { enabled: true } } });
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Measuring our ads' });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Decline' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('storefront.ad-consent'))).toBe('declined');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});
