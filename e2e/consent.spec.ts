import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { editDeployment } from './support/deployment';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';

// POPIA, consent first (docs/decisions/032-consent-first-analytics.md): a deployment that measures
// (analytics to an endpoint, and ad tracking) sends no beacon before the shopper answers, and none
// after Decline; after Accept, page views and add-to-cart go out. Reference deployment, Sea Point.

const ENDPOINT = 'https://stats.shop.test/collect';
const PRODUCT = '/product/2019';
const JAR = 'Noordhoek Naturals Smooth peanut butter, 500 g jar';
const NOTICE = { name: 'Measuring how the shop is used' };

interface Beacon {
  event: string;
  ad?: boolean;
  params?: Record<string, unknown>;
}

/** Serves the measuring deployment and records every beacon the page sends to its endpoint. */
async function measuringShop(page: Page): Promise<Beacon[]> {
  await editDeployment(page, (config) => ({
    ...config,
    analytics: { enabled: true, endpoint: ENDPOINT, ad_tracking: { enabled: true, pixel_id: '123456' } },
  }));
  await seedStorage(page, { supplier: SEA_POINT });
  const beacons: Beacon[] = [];
  await page.route(`${ENDPOINT}**`, async (route) => {
    beacons.push(route.request().postDataJSON() as Beacon);
    await route.fulfill({ status: 204 });
  });
  return beacons;
}

/**
 * The app's beacons so far, once all are in: the test sends one of its own after whatever the page
 * did and waits for it, and beacons leave in the order sent. Proves "none" without a sleep.
 */
async function beaconsSoFar(page: Page, beacons: Beacon[]): Promise<string[]> {
  await page.evaluate((url) => navigator.sendBeacon(url, JSON.stringify({ event: 'test-marker' })), ENDPOINT);
  await expect.poll(() => beacons.some((beacon) => beacon.event === 'test-marker')).toBe(true);
  const sent = beacons.splice(0).filter((beacon) => beacon.event !== 'test-marker');
  return sent.map((beacon) => (beacon.ad ? `ad:${beacon.event}` : beacon.event));
}

/** Puts one more jar in the basket from the product page, as a shopper does. */
async function addJar(page: Page): Promise<void> {
  // The offer's name opens the panel (its Add would add at once, with no panel to watch).
  await page.getByRole('button', { name: JAR, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: JAR });
  await expect(dialog).toBeVisible();
  // Already in the basket: one more, so the press adds something.
  if (await dialog.getByRole('button', { name: 'Update basket' }).isVisible())
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: /^(Add to basket|Update basket)$/ }).click();
  await expect(dialog).toBeHidden();
}

test('nothing is sent before the answer; after Accept, page views and add-to-cart are', async ({ page }) => {
  const beacons = await measuringShop(page);
  await page.goto(PRODUCT);
  const notice = page.getByRole('region', NOTICE);
  await expect(notice).toContainText('Nothing is sent until you accept, and nothing at all if you decline.');
  await expect(notice).toContainText("pass our ad partner's cookies with your order");
  await expectNoAxeViolations(page);

  // Browsing and buying while the question is open.
  await addJar(page);
  await expect(page.getByRole('link', { name: /1 item in the basket$/ })).toBeVisible();
  expect(await beaconsSoFar(page, beacons)).toEqual([]);

  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  // What was tracked before the answer stays unsent: nothing arrives until the shopper acts again.
  expect(await beaconsSoFar(page, beacons)).toEqual([]);
  await addJar(page);
  await page.getByRole('link', { name: /in the basket$/ }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sent = await beaconsSoFar(page, beacons);
  expect(sent).toContain('add_to_cart');
  expect(sent).toContain('ad:add_to_cart');
  expect(sent).toContain('page_view');
});

test('nothing is sent after Decline, on this page or the next, and the question is not asked again', async ({
  page,
}) => {
  const beacons = await measuringShop(page);
  await page.goto(PRODUCT);
  const notice = page.getByRole('region', NOTICE);
  await notice.getByRole('button', { name: 'Decline' }).click();
  await expect(notice).toBeHidden();

  await addJar(page);
  await page.getByRole('link', { name: /in the basket$/ }).click();
  await expect(page).toHaveURL(/\/basket$/);
  expect(await beaconsSoFar(page, beacons)).toEqual([]);

  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: 'Smooth peanut butter' })).toBeVisible();
  await addJar(page);
  expect(await beaconsSoFar(page, beacons)).toEqual([]);
  await expect(notice).toBeHidden();
});
