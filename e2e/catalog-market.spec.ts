import type { Page } from '@playwright/test';
import MARKET_DEMO from '../deployments/market-demo.json' with { type: 'json' };
import { parseDeploymentConfig, setDeploymentConfig } from '../src/config/deployment-config';
import { formatMoney } from '../src/lib/money';
import { expect, test } from './fixtures';
import { useMarketDeployment } from './support/deployment';

// Market mode: each supplier is its own API with its own prices. After a change of shop, a screen
// the shopper goes back to must show the new shop's prices, never the previous shop's cached ones.

const OFFERS = /\/catalog\/v1\/products\/1001\/offers/;

interface OffersAnswer {
  offers?: { price_in_cents: number }[];
}

/** The prices (as shown) in the supplier's answer for product 1001's offers. */
async function pricesFrom(page: Page, slug: string, load: () => Promise<unknown>): Promise<string[]> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => OFFERS.test(r.url()) && r.url().includes(`/s/${slug}/`)),
    load(),
  ]);
  const body = (await response.json()) as OffersAnswer | { price_in_cents: number }[];
  const offers = Array.isArray(body) ? body : (body.offers ?? []);
  return offers.map((offer) => formatMoney(offer.price_in_cents));
}

// Prices are printed by the app's own formatter, with the market deployment's currency.
setDeploymentConfig(parseDeploymentConfig(MARKET_DEMO));

const shownPrices = (page: Page) => page.getByRole('main').locator('.offer-price__now');

/** Every price on the page is one of `prices` (the page may filter or sort the offers). */
async function expectShown(page: Page, prices: string[]) {
  await expect(shownPrices(page).first()).toBeVisible();
  for (const text of await shownPrices(page).allInnerTexts()) {
    expect(
      prices.some((price) => text.includes(price)),
      `${text} is one of ${prices.join(', ')}`,
    ).toBe(true);
  }
}

async function chooseShop(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Choose your store' });
  await dialog.getByRole('button', { name: new RegExp(`Shop here: ${name}`) }).click();
  await expect(dialog).toBeHidden();
}

test('a different supplier shows its own prices, never the previous supplier’s cached ones', async ({
  page,
}) => {
  await useMarketDeployment(page);
  await page.goto('/');
  // Price comparison first (no shop chosen): the supplier bar opens the selector.
  await page.getByRole('button', { name: /Change shop/ }).click();
  await chooseShop(page, 'Khaya Fresh Market');

  const khaya = await pricesFrom(page, 'khaya-fresh', () => page.goto('/product/1001'));
  expect(khaya.length).toBeGreaterThan(0);
  await expectShown(page, khaya);

  // Hold the next shop's answer back, to see what the page shows while it is on its way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/s\/claremont-coop\/catalog\/v1\/products\/1001\/offers/, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('button', { name: /Change shop/ }).click();
  await chooseShop(page, 'Claremont Wholefoods Co-op');
  await expect(page).toHaveURL('/');

  const claremont = pricesFrom(page, 'claremont-coop', () => page.goBack());
  await expect(page).toHaveURL('/product/1001');
  await expect(page.getByRole('navigation', { name: 'Current shop' })).toContainText(
    'Claremont Wholefoods Co-op',
  );
  // In flight: no price at all rather than Khaya's.
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' }).first(),
  ).toBeVisible();
  await expect(shownPrices(page)).toHaveCount(0);
  release();

  const prices = await claremont;
  expect(prices, 'the two shops price this product differently').not.toEqual(khaya);
  await expectShown(page, prices);
});
