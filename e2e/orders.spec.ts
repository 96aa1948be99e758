import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import { placeCashOrder, toPayment } from './support/checkout-steps';
import {
  MINUTE,
  liveRegion,
  openOrder,
  pill,
  placeOrder,
  receiptTotal,
  signedInShopper,
} from './support/orders';

// After the checkout: the order page as the fake supplier moves the order on (its clock moved by
// `backend.advanceClock`, no waiting), stock short, cancelling and the timeout of an unpaid order.
// The review and reordering, the open-orders notice and the other languages have specs of their
// own (orders-*.spec.ts). Each journey has its own backend session.

test('the order page follows the order as the shop moves it on, without a reload', async ({
  page,
  backend,
}) => {
  // Two polls of the page (every 10 s) are part of the journey.
  const [a, b] = await offersToBuy(backend, 2);
  await shopperWithBasket(page, backend, [
    { offer: a!, qty: 2 },
    { offer: b!, qty: 1 },
  ]);
  await toPayment(page);
  const reference = await placeCashOrder(page);
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(pill(page)).toHaveText('Order accepted');
  await expect(liveRegion(page)).toHaveText('');

  await page.getByRole('tab', { name: 'Timeline' }).click();
  const steps = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  // Cash is paid at collection: what happened comes first, the payment with the hand-over.
  await expect(steps.locator('.order-step__name')).toHaveText([
    'Order accepted',
    'Preparing',
    'Ready for collection',
    'Awaiting payment',
    'Collected',
  ]);
  const step = (name: string) => steps.filter({ hasText: name });
  await expect(step('Order accepted')).toHaveClass(/order-step--done/);
  await expect(step('Awaiting payment')).toContainText('Pay at collection');
  await expect(step('Preparing')).not.toHaveClass(/order-step--done/);
  await expect(step('Preparing')).toContainText('Still to come');

  // Two minutes on at the shop: the next poll finds it being prepared, and says so.
  await backend.advanceClock(2 * MINUTE);
  await expect(pill(page)).toHaveText('Preparing', { timeout: 30_000 });
  await expect(liveRegion(page)).toHaveText(`Order ${reference} is now: Preparing`);
  await expect(step('Preparing')).toHaveClass(/order-step--done/);
  await expect(step('Ready for collection')).not.toHaveClass(/order-step--done/);

  // And two more: ready for collection.
  await backend.advanceClock(2 * MINUTE);
  await expect(pill(page)).toHaveText('Ready for collection', { timeout: 30_000 });
  await expect(liveRegion(page)).toHaveText(`Order ${reference} is now: Ready for collection`);
  await expect(step('Ready for collection')).toHaveClass(/order-step--done/);
  await expect(step('Collected')).toContainText('Still to come');
  await expect(page.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
});

test('stock short: answer every short item, then update the order', async ({ page, backend }) => {
  const [a, b] = await offersToBuy(backend, 2);
  await shopperWithBasket(page, backend, [
    { offer: a!, qty: 3 },
    { offer: b!, qty: 3 },
  ]);
  await backend.scenario('stock_short');
  await toPayment(page);
  await page.getByRole('radio', { name: 'Cash in store' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);

  const section = page.getByRole('region', { name: 'Some items are short' });
  await expect(section).toBeVisible();
  await expect(pill(page)).toHaveText('Stock short');
  await expectNoAxeViolations(page);
  const before = await receiptTotal(page);

  // No answer yet: the shop needs one for every short item.
  await section.getByRole('button', { name: 'UPDATE ORDER' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Accept or remove every stock short item, then click UPDATE ORDER',
  );
  const accepts = section.getByRole('button', { name: 'Accept limited stock' });
  const shortCount = await accepts.count();
  expect(shortCount).toBeGreaterThan(0);
  const first = section.getByRole('group').first();
  await first.getByRole('button', { name: 'Accept limited stock' }).click();
  await expect(first.getByRole('button', { name: 'Accepted' })).toHaveAttribute('aria-pressed', 'true');
  if (shortCount > 1) {
    const second = section.getByRole('group').nth(1);
    await second.getByRole('button', { name: 'Remove all' }).click();
    await expect(second.getByRole('button', { name: 'Removed' })).toHaveAttribute('aria-pressed', 'true');
  }
  await section.getByRole('button', { name: 'UPDATE ORDER' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your order was updated.' })).toBeVisible();
  await expect(section).toHaveCount(0);
  await expect(pill(page)).toHaveText('Order accepted');
  await expect(page.getByText('Limited stock accepted')).toBeVisible();

  const after = await receiptTotal(page);
  const payDifference = page.getByRole('region', { name: 'Your order total went up' });
  if (after > before) {
    await expect(payDifference).toBeVisible();
    await expect(payDifference.getByRole('link', { name: /^Pay R/ })).toBeVisible();
  } else {
    await expect(payDifference).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test('cancel an order after confirming, and see it cancelled', async ({ page, backend }) => {
  const shopper = await signedInShopper(page, backend);
  const order = await placeOrder(backend, shopper);
  await openOrder(page, order);
  await expect(pill(page)).toHaveText('Order accepted');

  // Changing one's mind keeps the order.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  let confirm = page.getByRole('dialog', { name: 'Cancel order' });
  await expect(confirm).toContainText(`Cancel order ${order.reference}? This cannot be undone.`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Keep the order' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(pill(page)).toHaveText('Order accepted');
  // The keyboard is back where it was, not at the top of the page.
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeFocused();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  confirm = page.getByRole('dialog', { name: 'Cancel order' });
  await confirm.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(pill(page)).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText('This order was cancelled.')).toBeVisible();

  // The shop has it cancelled too: a reload says the same.
  await page.reload();
  await expect(pill(page)).toHaveText('Cancelled');
});

test('an order left unpaid past its time has expired, and can be ordered again', async ({
  page,
  backend,
}) => {
  const shopper = await signedInShopper(page, backend);
  const order = await placeOrder(backend, shopper, { provider: 'GATEWAY' });
  await backend.advanceClock(61 * MINUTE);
  await openOrder(page, order);
  const dialog = page.getByRole('dialog', { name: 'Order expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('These price offers have expired.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pill(page)).toHaveText('Expired');
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText('This order was not paid in time and has expired.')).toBeVisible();

  // Next visit: the dialog's Reorder starts a new basket at today's prices.
  await page.reload();
  await dialog.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByText(new RegExp(`items? from order ${order.reference}`))).toBeVisible();
});
