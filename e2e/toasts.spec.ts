import type { Locator, Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts';
import { expect, test } from './fixtures';
import { SEA_POINT, seedStorage } from './support/storage';

// Toasts never cover what the shopper presses next (issue 37): at 390×844, while 'Added to your
// basket' or 'Signed in' shows, the basket's Place order is where a finger lands, not the toast.

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A tap at the middle of `target` lands on `target` (or inside it), with the target at the bottom
 * of the screen: where a long page's last action sits when the shopper has scrolled to it.
 */
async function expectTappable(target: Locator): Promise<void> {
  const landsOn = await target.evaluate((el) => {
    // Room above it, so even a short page can scroll it down to the bottom edge.
    document.body.style.paddingTop = '100vh';
    el.scrollIntoView({ block: 'end' });
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit))
      ? 'itself'
      : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
  });
  expect(landsOn, 'what a tap on it lands on').toBe('itself');
}

const placeOrder = (page: Page) =>
  page.getByRole('button', { name: 'Place order' }).or(page.getByRole('link', { name: 'Place order' }));

test('the Added to your basket toast leaves Place order free to tap', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/product/2019');
  await page
    .getByRole('button', { name: 'Add Noordhoek Naturals Smooth peanut butter, 500 g jar to the basket' })
    .click();
  const toast = page.getByRole('status').filter({ hasText: 'Added to your basket' });
  await expect(toast).toBeVisible();
  await page.getByRole('link', { name: /in the basket$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(toast).toBeVisible();
  await expectTappable(placeOrder(page));
});

test('the Signed in toast leaves Place order free to tap', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/product/2019');
  await page
    .getByRole('button', { name: 'Add Noordhoek Naturals Smooth peanut butter, 500 g jar to the basket' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
  await page.goto('/sign_in?return_to=%2Fbasket');
  await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Signed in' })).toBeVisible();
  await expectTappable(placeOrder(page));
});
