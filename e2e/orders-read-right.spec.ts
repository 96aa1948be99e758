import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import {
  chooseLastSlot,
  continueToPayment,
  continueToSummary,
  placeCashOrder,
  slotPicker,
  toDispatch,
} from './support/checkout-steps';
import { expectNoAxeViolations } from './support/screen';

// Issue 39, 'orders that read right', on a phone: a collection placed at a chosen slot shows that
// slot's time on its history card, with the shop and the total, and the card's Reorder fills the
// basket as the order page's does.

test.use({ viewport: { width: 390, height: 844 } });

/** Chooses Collect and the last slot offered (support/checkout-steps), and returns its window. */
async function chooseCollectionSlot(page: Page): Promise<string> {
  await page.getByRole('radio', { name: /^Collect/ }).check();
  await chooseLastSlot(page, 'Collection date');
  const text = await slotPicker(page, 'Collection date')
    .times.getByRole('radio', { checked: true })
    .innerText();
  const window = /\d\d:\d\d – \d\d:\d\d/.exec(text)?.[0];
  if (!window) throw new Error(`no time window in the chosen slot '${text}'`);
  return window;
}

test('a collection shows its slot time on the history card, and Reorder fills the basket', async ({
  page,
  backend,
}) => {
  const [a, b] = await offersToBuy(backend, 2);
  await shopperWithBasket(page, backend, [
    { offer: a!, qty: 2 },
    { offer: b!, qty: 1 },
  ]);
  await toDispatch(page);
  const start = await chooseCollectionSlot(page);
  await continueToSummary(page);
  await continueToPayment(page);
  const reference = await placeCashOrder(page);

  await page.goto('/orders');
  const link = page.getByRole('link', { name: `Order ${reference}` });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('listitem').filter({ has: link });
  await expect(card.getByText('Zero Waste Pantry Sea Point')).toBeVisible();
  await expect(card.getByText(/^Collection · /)).toContainText(start);
  await expect(card.getByText('Total')).toBeVisible();
  // One small picture for each of its two items (a card shows four at most).
  await expect(card.locator('img')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The basket emptied with the order; the card's Reorder fills it again.
  await card.getByRole('button', { name: `Reorder ${reference}` }).click();
  await expect(page).toHaveURL(/\/basket$/, { timeout: 30_000 });
  await expect(
    page.getByText(`2 items from order ${reference} are in your basket`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(a!.name).first()).toBeVisible();
  await expect(page.getByText(b!.name).first()).toBeVisible();

  // The link to the order stays: the order's page, its timeline in the order things happened.
  await page.goto('/orders');
  await page.getByRole('link', { name: `Order ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  const steps = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(steps.first()).toHaveClass(/order-step--done/);
  await expect(steps.filter({ hasText: 'Awaiting payment' })).toContainText('Pay at collection');
});
