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
  await chooseLastSlot(page, 'Collection date');
}

/** The slot picker's radio groups inside the field `label` names: the day chips, then the day's times. */
export function slotPicker(page: Page, label: string) {
  const field = page.getByRole('group', { name: label });
  return { field, days: field.getByRole('radiogroup').first(), times: field.getByRole('radiogroup').nth(1) };
}

/**
 * The last slot of the last day offered, days away: the first can close while a test runs (the
 * supplier stops taking orders for a slot some time before it), and the app rightly drops it then.
 * The picker's groups are found by position, so any language's labels do.
 */
export async function chooseLastSlot(page: Page, label: string) {
  const { days, times } = slotPicker(page, label);
  const day = days.getByRole('radio').last();
  await day.click();
  await expect(day).toHaveAttribute('aria-checked', 'true');
  const slot = times.getByRole('radio').last();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-checked', 'true');
}

export async function toConfirmation(page: Page) {
  await toDispatch(page);
  await chooseCollectAndSlot(page);
  await continueToSummary(page);
}

/** From the dispatch step with its choice made. */
export async function continueToSummary(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
}

/** From the order summary. */
export async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

export async function toPayment(page: Page) {
  await toConfirmation(page);
  await continueToPayment(page);
}

/** On the payment step: cash in store, Place order, and the reference 'Order accepted' shows. */
export async function placeCashOrder(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'Cash in store' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible({
    timeout: 30_000,
  });
  const text = await page
    .getByText(/ORD-\d{6}/)
    .first()
    .innerText();
  const reference = /ORD-\d{6}/.exec(text)?.[0];
  if (!reference) throw new Error(`no order reference in '${text}'`);
  return reference;
}
