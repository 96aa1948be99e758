import type { Page } from '@playwright/test';
import { bootInLocale, expect, expectNoAxeViolations, stringsOf, test, type Backend } from './fixtures';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import { placeOrderByApi, type PlacedOrder } from './support/honest-money';
import { toPayment } from './support/checkout-steps';
import { OPEN_ORDERS_CHECK, openAndLetCheckAnswer } from './support/shell-checks';

// After the checkout: the order page as the fake supplier moves the order on (its clock moved by
// `backend.advanceClock`, no waiting), stock short, cancelling, the review, reordering, the
// open-orders notice and the timeout of an unpaid order. Each journey has its own backend session.

const MINUTE = 60_000;

type Shopper = { token: string; userId: number };

interface ApiOrder extends PlacedOrder {
  order_items: { offer_id: number; name: string }[];
}

/** Signs the demo shopper in with an empty basket (the orders are placed through the API). */
function signedInShopper(page: Page, backend: Backend): Promise<Shopper> {
  return shopperWithBasket(page, backend, []);
}

/** An order the shopper placed a moment ago: `count` items (2 of each), paid with `provider`. */
async function placeOrder(
  backend: Backend,
  shopper: Shopper,
  { count = 2, provider = 'CASH' }: { count?: number; provider?: string } = {},
): Promise<PlacedOrder> {
  return placeOrderByApi(backend, shopper, await offersToBuy(backend, count), provider);
}

/** The shopper's orders at the fake backend now. */
async function ordersOf(backend: Backend, shopper: Shopper): Promise<ApiOrder[]> {
  const response = await backend.request.get(
    `${backend.url}/reference/api/v1/users/${shopper.userId}/orders?page=1&per_page=100`,
    { headers: { Authorization: `Bearer ${shopper.token}` } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { orders: ApiOrder[] }).orders;
}

async function openOrder(page: Page, order: PlacedOrder) {
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
}

/** An order placed, then collected at the supplier (its clock moved on), open on its page. */
async function openCollectedOrder(page: Page, backend: Backend): Promise<PlacedOrder> {
  const order = await placeOrder(backend, await signedInShopper(page, backend));
  await backend.advanceClock(11 * MINUTE);
  await openOrder(page, order);
  return order;
}

const pill = (page: Page) => page.locator('.order-page__status .status-pill');
const liveRegion = (page: Page) => page.locator('.order-page__status [role="status"]');
/** The order's total on the receipt, in cents. */
async function receiptTotal(page: Page): Promise<number> {
  const text = await page.locator('.order-totals__total dd').first().innerText();
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

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
  await page.getByRole('radio', { name: 'Cash in store' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  const reference = (
    await page
      .getByText(/ORD-\d{6}/)
      .first()
      .innerText()
  ).match(/ORD-\d{6}/)![0];
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(pill(page)).toHaveText('Order accepted');
  await expect(liveRegion(page)).toHaveText('');

  await page.getByRole('tab', { name: 'Timeline' }).click();
  const steps = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(steps.locator('.order-step__name')).toHaveText([
    'Awaiting payment',
    'Order accepted',
    'Preparing',
    'Ready for collection',
    'Collected',
  ]);
  const step = (name: string) => steps.filter({ hasText: name });
  await expect(step('Order accepted')).toHaveClass(/order-step--done/);
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
  await page.getByRole('link', { name: 'View your order' }).click();
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

test('a collected order offers its review once: fewer stars ask what to improve', async ({
  page,
  backend,
}) => {
  const order = await openCollectedOrder(page, backend);
  await expect(pill(page)).toHaveText('Collected');

  const dialog = page.getByRole('dialog', { name: `How was order ${order.reference}?` });
  await expect(dialog).toBeVisible();
  const improve = dialog.getByLabel('What could we improve?');
  await expect(improve).toHaveCount(0);
  await dialog.getByRole('radio', { name: '2 stars' }).check();
  await expect(improve).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await expect(improve).toHaveCount(0);
  await dialog.getByRole('radio', { name: '2 stars' }).check();
  await improve.fill('Bring paper bags');
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog).toHaveCount(0);
  // Sent: there is nothing left to rate, and the next visit does not ask again.
  await expect(page.getByRole('button', { name: 'Rate this order' })).toHaveCount(0);
  await page.reload();
  await expect(pill(page)).toHaveText('Collected');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"Not now" puts the review off, and the page keeps a way to rate the order', async ({
  page,
  backend,
}) => {
  const order = await openCollectedOrder(page, backend);
  const dialog = page.getByRole('dialog', { name: `How was order ${order.reference}?` });
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(pill(page)).toHaveText('Collected');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Rate this order' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await expect(dialog.getByLabel('What could we improve?')).toHaveCount(0);
});

test('reorder fills the basket and names the item the shop no longer offers', async ({ page, backend }) => {
  const shopper = await signedInShopper(page, backend);
  // The seed's delivered order (reviewed already, so nothing is offered over the page).
  const delivered = (await ordersOf(backend, shopper)).find((o) => o.reference === 'ORD-001001');
  if (!delivered) throw new Error('the seed has no ORD-001001 for the demo shopper');
  expect(delivered.order_items.length).toBeGreaterThan(1);
  const gone = delivered.order_items[0]!;
  await backend.changeOffer(gone.offer_id, { out_of_stock: true });

  await openOrder(page, delivered);
  await expect(pill(page)).toHaveText('Delivered');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByText(`No longer offered: ${gone.name}`, { exact: false })).toBeVisible();
  const kept = delivered.order_items.length - 1;
  await expect(page.getByText(new RegExp(`${kept} items? from order ORD-001001`))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem')).toHaveCount(
    kept,
  );
  await expect(
    page.getByRole('list', { name: 'Items in your basket' }).getByText(gone.name, { exact: true }),
  ).toHaveCount(0);
});

test.describe('the open-orders notice', () => {
  test('one order needing attention leads to it, once a session', async ({ page, backend }) => {
    const shopper = await signedInShopper(page, backend);
    await backend.scenario('stock_short');
    const order = await placeOrder(backend, shopper);
    await openAndLetCheckAnswer(page, '/basket', OPEN_ORDERS_CHECK);
    // Not on the page the shopper was using when the check answered: from the next one.
    const notice = page.getByRole('region', { name: 'An order needs your attention' });
    await expect(notice).toHaveCount(0);
    await page.getByRole('link', { name: 'Start shopping' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
    // A banner above the page, never a dialog over what the shopper is doing.
    await expect(notice).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(notice.getByText(`${order.reference}: Stock short`)).toBeVisible();
    await expectNoAxeViolations(page);
    await notice.getByRole('link', { name: 'View the order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page.getByRole('region', { name: 'Some items are short' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Back in the shop, it is not said again.
    await page.getByRole('link', { name: / in the basket$/ }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByRole('region', { name: /attention/ })).toHaveCount(0);
  });

  test('several orders are counted, and lead to the order list', async ({ page, backend }) => {
    const shopper = await signedInShopper(page, backend);
    // One awaiting an online payment, two short of stock.
    const unpaid = await placeOrder(backend, shopper, { provider: 'GATEWAY' });
    await backend.scenario('stock_short');
    const short = [await placeOrder(backend, shopper), await placeOrder(backend, shopper)];
    await openAndLetCheckAnswer(page, '/basket', OPEN_ORDERS_CHECK);
    await page.getByRole('link', { name: 'Start shopping' }).click();
    const notice = page.getByRole('region', { name: '3 orders need your attention' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(`${unpaid.reference}: Awaiting payment`)).toBeVisible();
    for (const order of short)
      await expect(notice.getByText(`${order.reference}: Stock short`)).toBeVisible();
    await expectNoAxeViolations(page);
    await notice.getByRole('link', { name: 'View your orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('list', { name: 'Your orders' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
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

for (const lang of ['en', 'af', 'fr'] as const) {
  test(`the order page's receipt and timeline have no axe violations (${lang})`, async ({
    page,
    backend,
  }) => {
    const shopper = await signedInShopper(page, backend);
    await bootInLocale(page, lang);
    const order = await placeOrder(backend, shopper);
    await backend.advanceClock(2 * MINUTE);
    await page.goto(`/orders/${order.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.reference) })).toBeVisible();
    const [receipt, timeline] = [page.getByRole('tab').nth(0), page.getByRole('tab').nth(1)];
    await expect(receipt).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.order-totals')).toBeVisible();
    await expectNoAxeViolations(page);
    await timeline.click();
    await expect(timeline).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.order-timeline__steps li')).toHaveCount(5);
    await expectNoAxeViolations(page);
  });
}

for (const lang of ['af', 'fr'] as const) {
  test(`stock short, the notices and dialogs pass axe and work with the keyboard (${lang})`, async ({
    page,
    backend,
  }) => {
    const s = stringsOf(lang);
    const shopper = await signedInShopper(page, backend);
    await bootInLocale(page, lang);

    // An order gone short: the open-orders banner above the shop, then the order's stock-short part.
    await backend.scenario('stock_short');
    const short = await placeOrder(backend, shopper);
    await backend.scenario('none');
    await openAndLetCheckAnswer(page, '/basket', OPEN_ORDERS_CHECK);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('link', { name: s.basket.start_shopping }).click();
    const notice = page.getByRole('region', { name: s.open_orders.attention });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    // Keys only: Dismiss takes it away.
    await notice.getByRole('button', { name: s.common.dismiss }).focus();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    // The order list, in this language.
    await page.goto('/orders');
    await expect(page.getByRole('link', { name: new RegExp(short.reference) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/orders/${short.id}`);
    const section = page.getByRole('region', { name: s.order_changes.short.title });
    await expect(section).toBeVisible();
    await expectNoAxeViolations(page);
    // Keys only: accept the short item, then UPDATE ORDER.
    await section.getByRole('button', { name: s.order_changes.short.accept }).first().focus();
    await page.keyboard.press('Enter');
    await section.getByRole('button', { name: s.order_changes.short.update }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(s.order_changes.short.updated)).toBeVisible();

    // A collected order offers its review; an unpaid online order past its time has expired.
    const unpaid = await placeOrder(backend, shopper, { provider: 'GATEWAY' });
    await backend.advanceClock(61 * MINUTE);
    await page.goto(`/orders/${short.id}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.goto(`/orders/${unpaid.id}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
