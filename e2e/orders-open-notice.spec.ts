import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { placeOrder, signedInShopper } from './support/orders';
import { OPEN_ORDERS_CHECK, openAndLetCheckAnswer } from './support/shell-checks';

// The open-orders notice: orders that need the shopper, said above the shop once a session.

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
