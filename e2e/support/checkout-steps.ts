import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

// The checkout's steps as a shopper walks them, from a filled basket (support/checkout.ts).

export async function toDispatch(page: Page) {
  await page.goto('/basket');
  await page
    .getByRole('button', { name: 'Place order' })
    .or(page.getByRole('link', { name: 'Place order' }))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collection or delivery' })).toBeVisible();
}

export async function chooseCollectAndSlot(page: Page) {
  await page.getByRole('radio', { name: /^Collect/ }).check();
  const slot = page.getByLabel('Collection date');
  await expect(slot.locator('option').nth(1)).toBeAttached();
  // The last slot offered, days away: the first can close while a test runs (the supplier stops
  // taking orders for a slot some time before it), and the app rightly drops it then.
  await slot.selectOption({ index: (await slot.locator('option').count()) - 1 });
}

export async function toConfirmation(page: Page) {
  await toDispatch(page);
  await chooseCollectAndSlot(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
}

export async function toPayment(page: Page) {
  await toConfirmation(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}
