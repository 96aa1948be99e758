import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { offersToBuy, shopperWithBasket } from '../support/checkout';
import { toDispatch } from '../support/checkout-steps';

// The pictures in docs/screenshots/, made by `npm run screenshots` (scripts/screenshots.mjs), not
// by hand: the home, a category, the basket and the slot picker at 390 px, as a signed-in shopper
// with four lines in the basket sees them. Not part of npm test (its own project).

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/${name}.png`, animations: 'disabled', caret: 'hide' });

/** Waits until every picture in view has arrived, so no grey box is photographed. */
async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
          })
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
}

test('the shop at 390 px', async ({ page, backend }) => {
  const offers = await offersToBuy(backend, 4);
  await shopperWithBasket(
    page,
    backend,
    offers.map((offer, index) => ({ offer, qty: index + 1 })),
  );

  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Pantry staples/ })).toBeVisible();
  await picturesLoaded(page);
  await shot(page, 'home');

  await page.goto('/category/207');
  await expect(page.getByRole('heading', { level: 1, name: 'Nut butters' })).toBeVisible();
  await picturesLoaded(page);
  await shot(page, 'category');

  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await picturesLoaded(page);
  await shot(page, 'basket');

  await toDispatch(page);
  await page.getByRole('radio', { name: /^Collect/ }).check();
  const picker = page.getByRole('group', { name: 'Collection date' });
  await expect(picker.getByRole('radiogroup').nth(1).getByRole('radio').first()).toBeVisible();
  await picker.scrollIntoViewIfNeeded();
  await shot(page, 'slot-picker');
});
