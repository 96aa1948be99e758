import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useMarketDeployment } from './support/deployment';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';

// Browsing the catalogue: choose a shop, see its categories, open a category and a sub-category.
// Runs against the production build and the mock API.

/** Every image inside `scope` has loaded and has pixels. */
async function expectImagesLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page.$$eval(selector, (images) =>
        images.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** Starts summing layout shifts (as CLS does: shifts right after input do not count). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test('a shopper chooses a branch, sees its categories, opens a category and a sub-category', async ({
  page,
}) => {
  await page.goto('/');
  const selector = page.getByRole('dialog', { name: 'Choose your store' });
  await selector.getByRole('button', { name: 'Shop here: Zero Waste Pantry Sea Point' }).click();
  await expect(selector).toBeHidden();

  const pantry = page.getByRole('link', { name: 'Pantry staples 40 products' });
  await expect(pantry).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Offers and stores' }).getByRole('link')).toHaveText([
    'Promotions',
    'Specials leaflets',
    'Stores',
  ]);
  await expect(page.getByRole('link', { name: 'Featured: Cleaning refills' })).toBeVisible();
  await expectImagesLoaded(page, 'main .tile-grid li:nth-child(-n+4) img');

  await pantry.click();
  await expect(page).toHaveURL('/category/101');
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sub-categories' })
    .getByRole('link', { name: 'Grains & rice' })
    .click();

  await expect(page).toHaveURL('/category/201');
  await expect(page.getByRole('heading', { level: 1, name: 'Grains & rice' })).toBeVisible();
  const products = page.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('link', { name: 'Basmati rice' })).toHaveAttribute('href', '/product/1001');
  await expectImagesLoaded(page, 'main .tile-grid li:nth-child(-n+4) img');
});

for (const locale of ['en', 'af', 'fr'] as const) {
  test(`home and category pages have no axe violations (${locale})`, async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT, locale });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('link', { name: /^Pantry staples 40 / })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/category/101');
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/category/201');
    await expect(page.getByRole('link', { name: 'Basmati rice' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe('unknown category', () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('says not found and leads home', async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    await page.goto('/category/99999');
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('market mode shows the marketplace during price comparison, then a chosen shop’s catalogue', async ({
  page,
}) => {
  await useMarketDeployment(page);
  await page.goto('/');
  // No shop chosen: the catalogue of every shop, without one shop's promotions, stokvel or combos.
  await expect(page.getByRole('button', { name: 'Change shop: Price comparison' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pantry staples/ }).first()).toBeVisible();
  const entries = page.getByRole('navigation', { name: 'Offers and stores' }).getByRole('link');
  await expect(entries.filter({ hasText: 'Promotions' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Change shop/ }).click();
  const selector = page.getByRole('dialog', { name: 'Choose your store' });
  await selector.getByRole('button', { name: /Shop here: Claremont Wholefoods Co-op/ }).click();
  await expect(page.getByRole('link', { name: /^Pantry staples \d+ products$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Offers and stores' }).getByRole('link')).toHaveText([
    'Promotions',
    'Stokvel',
    'Combos',
    'Specials leaflets',
  ]);
});

test.describe('no layout shift', () => {
  test.beforeEach(async ({ page, backend }) => {
    await recordLayoutShifts(page);
    await seedStorage(page, { supplier: SEA_POINT });
    // A slow connection: skeletons show first, and images arrive after the tiles.
    await page.route(`${backend.url}/**`, async (route) => {
      await new Promise((resolve) =>
        setTimeout(resolve, route.request().resourceType() === 'image' ? 600 : 300),
      );
      await route.continue();
    });
  });

  test('home: skeletons, tiles, banners and images arrive without moving anything', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Pantry staples 40 products' })).toBeVisible();
    await expectImagesLoaded(page, 'main img[loading="eager"], main .tile-grid li:nth-child(-n+4) img');
    await page.mouse.wheel(0, 3000);
    await expectImagesLoaded(page, 'main .tile-grid img');
    expect(await layoutShift(page)).toBeLessThan(0.1);
  });

  test('category: tiles and images arrive without moving anything', async ({ page }) => {
    await page.goto('/category/201');
    await expect(page.getByRole('link', { name: 'Basmati rice' })).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expectImagesLoaded(page, 'main .tile-grid img');
    expect(await layoutShift(page)).toBeLessThan(0.1);
  });
});
