import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stringsOf } from './support/locale';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';

// Safari and Firefox never fire beforeinstallprompt, so their shoppers are told the steps instead
// (decision 036). Here Chromium plays an iPhone's Safari: its user agent, and no such event.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const pwa = stringsOf('en').pwa;

test.use({ userAgent: IPHONE_SAFARI });

/** A visit: a new tab is a new browsing session. Resolves once the offline-first code has run. */
async function visit(context: BrowserContext, first?: Page): Promise<Page> {
  const page = first ?? (await context.newPage());
  // The offline-first code asks for version.txt after it has looked at the install offer.
  const started = page.waitForRequest('**/version.txt');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await started;
  return page;
}

/** Whether the offer was made, as the app keeps it (install-offer.ts). */
const offered = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('storefront.pwa') ?? '{}').offered as boolean);

test('an iPhone Safari shopper is told how to add the shop, from the second visit, once', async ({
  page,
  context,
}) => {
  // As Safari: the feature detection finds no beforeinstallprompt.
  await context.addInitScript(
    () => delete (window as { onbeforeinstallprompt?: unknown }).onbeforeinstallprompt,
  );
  await seedStorage(page, { supplier: SEA_POINT });
  await visit(context, page);
  expect(await page.evaluate(() => 'onbeforeinstallprompt' in window)).toBe(false);
  const notices = (tab: Page) => tab.getByRole('complementary', { name: pwa.region });
  expect(await offered(page)).toBe(false);
  await expect(notices(page)).toHaveCount(0);

  const second = await visit(context);
  const offer = notices(second);
  await expect(offer).toContainText(pwa.install_title.replace('{{shop}}', 'Zero Waste Pantry'));
  await expect(offer).toContainText('Tap Share, then Add to Home Screen.');
  // The share icon is a picture of the button; the words say it.
  await expect(offer.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(offer.getByRole('button', { name: pwa.install, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(second);

  await offer.getByRole('button', { name: pwa.not_now }).click();
  await expect(offer).toHaveCount(0);

  const third = await visit(context);
  expect(await offered(third)).toBe(true);
  await expect(notices(third)).toHaveCount(0);
});

test("the page links the deployment's 180×180 PNG home-screen icon", async ({ page }) => {
  await page.goto('/');
  const link = page.locator('link[rel="apple-touch-icon"]');
  await expect(link).toHaveAttribute('sizes', '180x180');
  const href = await link.evaluate((element) => (element as HTMLLinkElement).href);
  const response = await page.request.get(href);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  // The PNG signature, then IHDR's width and height.
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
});
