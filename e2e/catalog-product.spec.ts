import type { Page } from '@playwright/test';
import REFERENCE from '../deployments/reference.json' with { type: 'json' };
import { parseDeploymentConfig, setDeploymentConfig } from '../src/config/deployment-config';
import { formatMoney } from '../src/lib/money';
import { lineTotalCents } from '../src/lib/quantity';
import { backendUrlOf, expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';

// A shopper opens a product, narrows its offers, and puts a per-kg and a counted item in the
// basket; the toolbar's basket follows. Reference deployment, Sea Point branch, production build.

// Amounts are printed in the deployment's currency, here as in the app (not left to whichever spec
// this worker ran before).
setDeploymentConfig(parseDeploymentConfig(REFERENCE));

const PRODUCT = '/product/2019';
const PER_KG = 'Loose & Local Smooth peanut butter (per kg)';
const COUNTED = 'Noordhoek Naturals Smooth peanut butter, 500 g jar';

interface WireOffer {
  name: string;
  price_in_cents: number;
}

async function pricesAtSeaPoint(page: Page): Promise<Map<string, number>> {
  const response = await page.request.get(
    `${backendUrlOf(page)}/reference/catalog/v1/products/2019/offers?supplier_id=14`,
  );
  const { offers } = (await response.json()) as { offers: WireOffer[] };
  return new Map(offers.map((offer) => [offer.name, offer.price_in_cents]));
}

test('open a product, add a per-kg item through its panel and a counted one with a tap, and see the basket total', async ({
  page,
}) => {
  const prices = await pricesAtSeaPoint(page);
  const perKg = prices.get(PER_KG) ?? 0;
  const counted = prices.get(COUNTED) ?? 0;
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: 'Smooth peanut butter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'R 0.00 0 items in the basket' })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Offers' });

  // A weighed item asks its amount in the panel.
  await offers.getByRole('button', { name: `Add ${PER_KG} to the basket` }).click();
  const dialog = page.getByRole('dialog', { name: PER_KG });
  await expect(dialog.getByText('*measurement may vary up to 5%')).toBeVisible();
  await expect(dialog.getByRole('status', { name: 'Quantity' })).toHaveText('0.250 kg');
  await expect(dialog.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(dialog.getByRole('status', { name: 'Quantity' })).toHaveText('0.300 kg');
  const perKgTotal = lineTotalCents(perKg, 0.3);
  await expect(dialog.getByText(formatMoney(perKgTotal), { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to basket' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('link', { name: `${formatMoney(perKgTotal)} 1 item in the basket` }),
  ).toBeVisible();
  await expect(offers.getByRole('group', { name: `${PER_KG} in the basket` }).getByRole('status')).toHaveText(
    '0.300 kg',
  );

  // A counted one goes in with the tap; its row's stepper takes it to two.
  await offers.getByRole('button', { name: `Add ${COUNTED} to the basket` }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const jar = offers.getByRole('group', { name: `${COUNTED} in the basket` });
  await jar.getByRole('button', { name: `Increase quantity of ${COUNTED}` }).click();
  await expect(jar.getByRole('status')).toHaveText('2');
  const total = perKgTotal + counted * 2;
  await expect(page.getByRole('link', { name: `${formatMoney(total)} 2 items in the basket` })).toBeVisible();
});

test('holding + repeats after half a second until released', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  // The hold timing runs on the page's clock, advanced by the test: no real waiting, no drift.
  await page.clock.install();
  await page.goto(PRODUCT);
  // The offer's name opens the spec's panel, whose stepper this is.
  await page.getByRole('button', { name: COUNTED, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: COUNTED });
  const plus = dialog.getByRole('button', { name: 'Increase quantity' });
  const box = await plus.boundingBox();
  if (!box) throw new Error('no + button');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.runFor(1_000);
  await page.mouse.up();
  const held = Number(await dialog.getByRole('status', { name: 'Quantity' }).textContent());
  // 1 + the press + about ten repeats in the half second after the hold delay.
  expect(held).toBeGreaterThan(5);
  await page.clock.runFor(300);
  await expect(dialog.getByRole('status', { name: 'Quantity' })).toHaveText(String(held));
});

test.describe('an unknown product', () => {
  // The browser logs the API's 404 answers; that is the point of this test.
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('says so and links home', async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    await page.goto('/product/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
  });
});

for (const locale of ['en', 'af', 'fr'] as const) {
  test(`the product page and add-to-basket panel pass axe in ${locale}`, async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT, locale });
    await page.goto(PRODUCT);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const rows = page.locator('.offer-row');
    await expect(rows).toHaveCount(3);
    // One offer in the basket, so its row's stepper is checked too.
    await rows.nth(1).locator('.quick-add__add').click();
    await expect(rows.nth(1).getByRole('group')).toBeVisible();
    await expectNoAxeViolations(page);
    // The offer's name opens the panel.
    await rows.first().getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('status')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
