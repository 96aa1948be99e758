import type { Page } from '@playwright/test';
import { scaleShops } from '../tooling/scale-shops';
import { expect, test } from './fixtures';
import { useDeployment } from './support/deployment';
import { bootInLocale, stringsOf } from './support/locale';
import { expectNoAxeViolations } from './support/screen';
import { signIn } from './support/sign-in';
import { seedOnce, seedStorage } from './support/storage';

// The wholesaler of deployments/large-demo.json (the fake backend's `large` dataset: 10,040
// products, a category of 2,000, 300 past orders), through the same production build: a shop of
// that size browses, searches, fills a 200-line basket and lists its history without errors.

const WHOLESALER = { id: 31, name: 'Cape Cash & Carry', api_endpoint: null };

const wheelToBottom = async (page: Page, until: () => Promise<boolean>) => {
  for (let step = 0; step < 400 && !(await until()); step += 1) {
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  }
};

test.describe('the wholesaler (large-demo)', () => {
  test.beforeEach(async ({ page }) => useDeployment(page, 'large-demo'));

  test('browses its departments and scrolls the 2,000-product category to its end, a window at a time', async ({
    page,
  }) => {
    await seedStorage(page, { supplier: WHOLESALER });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
    await page.getByRole('link', { name: /^Tinned food/ }).click();
    await page.getByRole('link', { name: /^Tinned vegetables & beans/ }).click();
    await expect(page).toHaveURL('/category/411');
    const tiles = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(tiles.first()).toHaveAttribute('aria-setsize', '2000');
    const last = tiles.last();
    // End, as a keyboard user jumps: the rows at the bottom render where the page lands.
    await page.keyboard.press('End');
    await expect(last).toHaveAttribute('aria-posinset', '2000');
    await expect(last).toBeInViewport();
    expect(await tiles.count()).toBeLessThanOrEqual(100);
  });

  for (const locale of ['af', 'fr'] as const) {
    test(`the windowed category and search, and Back to top, read and pass axe in ${locale}`, async ({
      page,
    }) => {
      const strings = stringsOf(locale);
      await seedStorage(page, { supplier: WHOLESALER });
      await bootInLocale(page, locale);
      await page.goto('/category/411');
      const tiles = page.getByRole('list', { name: strings.category.products }).getByRole('listitem');
      await expect(tiles.first()).toHaveAttribute('aria-setsize', '2000');
      await wheelToBottom(page, async () => Number(await tiles.last().getAttribute('aria-posinset')) > 60);
      await expect(page.getByRole('button', { name: strings.category.back_to_top })).toBeInViewport();
      await expectNoAxeViolations(page);

      await page.goto('/search?query=rice');
      const offers = page.getByRole('list', { name: strings.category.offers }).getByRole('listitem');
      await expect(offers.first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('searching for rice pages in more as the shopper scrolls, with a window of cards in the page', async ({
    page,
  }) => {
    await seedStorage(page, { supplier: WHOLESALER });
    await page.goto('/search?query=rice');
    const shown = page.getByText(/^\d+ items shown$/);
    await expect(shown).toHaveText('20 items shown');
    const count = async () => parseInt((await shown.textContent()) ?? '0', 10);
    await wheelToBottom(page, async () => (await count()) >= 100);
    expect(await count()).toBeGreaterThanOrEqual(100);
    expect(
      await page.getByRole('list', { name: 'Offers' }).getByRole('listitem').count(),
    ).toBeLessThanOrEqual(100);
  });

  test('a 200-line basket steps one line, and a product page adds the 201st', async ({ page, backend }) => {
    const { large } = await scaleShops(backend.url, { large: '', reference: '' });
    await seedOnce(page, large.storage);
    await page.goto('/basket');
    const lines = page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');
    await expect(lines).toHaveCount(200);
    await expect(page.getByRole('link', { name: /200 items in the basket/ })).toBeVisible();
    const first = lines.first();
    const total = first.getByText('Item total').locator('xpath=following-sibling::dd');
    const before = await total.textContent();
    await first.getByRole('button', { name: /^Increase quantity of / }).click();
    await expect(total).not.toHaveText(before ?? '');

    await page.goto(`/product/${large.product.id}`);
    await page
      .getByRole('button', { name: `Add ${large.product.offerName} to the basket`, exact: true })
      .click();
    // Counted, it goes in with the tap; weighed, the panel asks its amount first.
    const panel = page.getByRole('dialog');
    const added = page.getByRole('group', { name: `${large.product.offerName} in the basket` });
    await expect(panel.or(added).first()).toBeVisible();
    if (await panel.isVisible()) await panel.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('link', { name: /201 items in the basket/ })).toBeVisible();
  });

  test('the demo shopper’s 300 past orders load a page at a time', async ({ page }) => {
    await seedStorage(page, { supplier: WHOLESALER });
    await signIn(page, '/orders');
    const orders = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
    await expect(orders).toHaveCount(10);
    await wheelToBottom(page, async () => (await orders.count()) >= 30);
    expect(await orders.count()).toBeGreaterThanOrEqual(30);
  });
});
