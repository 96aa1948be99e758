import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SEA_POINT, seedStorage } from './support/storage';

// A wholesaler's category of 2,000 products (the supplier's answer, replaced in flight): the grid
// keeps a window of rows in the page, and the shopper can still reach, find and come back to any.

const SIZE = 2000;

async function bigCategory(page: Page, backendUrl: string): Promise<void> {
  await seedStorage(page, { supplier: SEA_POINT });
  const real = (await (
    await page.request.get(`${backendUrl}/reference/catalog/v1/categories/201?supplier_id=${SEA_POINT.id}`)
  ).json()) as { category: { products: { image_url: string }[] } };
  const images = real.category.products.map((p) => p.image_url);
  const products = Array.from({ length: SIZE }, (_, i) => ({
    id: 100_000 + i,
    name: `Product ${i + 1}`,
    image_url: images[i % images.length] ?? null,
  }));
  await page.route(/\/reference\/catalog\/v1\/categories\/900(\?|$)/, (route) =>
    route.fulfill({
      json: {
        status: 'ok',
        category: { id: 900, name: 'Everything', image_url: null, categories: [], products },
      },
    }),
  );
}

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const tiles = (page: Page) => grid(page).getByRole('listitem');
const tile = (page: Page, n: number) => grid(page).getByRole('link', { name: `Product ${n}`, exact: true });

test.describe('a 2,000-product category', () => {
  // The products behind the synthetic tiles do not exist at the supplier.
  test.use({ allowedConsoleErrors: /status of 404/ });
  test.beforeEach(async ({ page, backend }) => bigCategory(page, backend.url));

  test('keeps a window of tiles in the page from top to bottom, each saying where it stands', async ({
    page,
  }) => {
    await page.goto('/category/900');
    await expect(tile(page, 1)).toBeVisible();
    await expect(tiles(page).first()).toHaveAttribute('aria-setsize', String(SIZE));
    await expect(tiles(page).first()).toHaveAttribute('aria-posinset', '1');
    let most = 0;
    // Brisk swipes, one per painted frame, all the way down.
    for (let i = 0; i < 400; i += 1) {
      await page.mouse.wheel(0, 1500);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
      most = Math.max(most, await tiles(page).count());
      if (await tile(page, SIZE).isVisible()) break;
    }
    // Rendered just below the screen (the overscan); one more swipe reaches the end.
    await page.mouse.wheel(0, 3000);
    await expect(tile(page, SIZE)).toBeInViewport();
    await expect(tiles(page).last()).toHaveAttribute('aria-posinset', String(SIZE));
    expect(most, 'tiles in the page at once').toBeLessThanOrEqual(100);
    expect(await page.locator('main *').count(), 'elements in the page').toBeLessThan(1500);
  });

  test('Back from a product comes back to the same tile', async ({ page }) => {
    await page.goto('/category/900');
    await expect(tile(page, 1)).toBeVisible();
    // Swipes shorter than the rendered window, so the tile cannot be skipped over.
    for (let i = 0; i < 150 && !(await tile(page, 700).isVisible()); i += 1) {
      await page.mouse.wheel(0, 1200);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    }
    await tile(page, 700).scrollIntoViewIfNeeded();
    await tile(page, 700).click();
    await expect(page).toHaveURL(`/product/${100_000 + 699}`);
    await page.goBack();
    await expect(page).toHaveURL('/category/900');
    await expect(tile(page, 700)).toBeInViewport();
  });

  test('Tab walks on past the rows first rendered, and Back to top returns to the heading', async ({
    page,
  }) => {
    await page.goto('/category/900');
    // The windowed grid in place (it takes over from the first tiles once its code is in).
    await expect(tiles(page).first()).toHaveAttribute('aria-setsize', String(SIZE));
    await tile(page, 1).focus();
    const rendered = await tiles(page).count();
    // Three stops a tile: its link, its heart and its Add.
    for (let i = 0; i < (rendered + 10) * 3; i += 1) await page.keyboard.press('Tab');
    const at = await page.evaluate(() =>
      document.activeElement?.closest('li')?.getAttribute('aria-posinset'),
    );
    expect(Number(at), 'the focused tile after Tab past the first window').toBe(rendered + 11);

    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Everything' })).toBeFocused();
    await expect(tile(page, 1)).toBeInViewport();
  });
});
