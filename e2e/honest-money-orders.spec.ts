import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import { placeOrderByApi } from './support/honest-money';
import { basketButton, menuButton, payControls } from './support/honest-money-controls';

// Honest money after the order: a cancelled order asks for no payment; order editing has a way out,
// and ends by itself once the order can no longer change. Each test has its own backend session.

const MINUTE = 60_000;

test('a cancelled cash order shows no balance and no way to pay, on its page and in the history', async ({
  page,
  backend,
}) => {
  const shopper = await shopperWithBasket(page, backend, []);
  const order = await placeOrderByApi(backend, shopper, await offersToBuy(backend, 2));
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel order' })
    .getByRole('button', { name: 'Cancel the order' })
    .click();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  const status = page.getByRole('main').getByText('Cancelled', { exact: true });
  await expect(status).toBeVisible();
  await expect(page.getByText(/still to pay/i)).toHaveCount(0);
  await expect(payControls(page)).toHaveCount(0);
  // As the page comes back later: the same.
  await page.reload();
  await expect(status).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  await expect(page.getByText(/still to pay/i)).toHaveCount(0);
  await expect(payControls(page)).toHaveCount(0);

  await page.goto('/orders');
  const row = page
    .getByRole('list', { name: /orders/i })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(order.reference) }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cancelled');
  await expect(row.getByText(/still to pay/i)).toHaveCount(0);
  await expect(
    row.getByRole('link', { name: /^Pay/ }).or(row.getByRole('button', { name: /^Pay/ })),
  ).toHaveCount(0);
});

test.describe('order editing', () => {
  /** A cash order placed with a basket of one line (three of an item) in hand, open on its page, editing started. */
  async function editingAnOrder(page: Page, backend: Parameters<typeof placeOrderByApi>[0]) {
    const [a, b, c] = await offersToBuy(backend, 3);
    const shopper = await shopperWithBasket(page, backend, [{ offer: c!, qty: 3 }]);
    const order = await placeOrderByApi(backend, shopper, [a!, b!]);
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
    await expect(basketButton(page)).toHaveAccessibleName(/ 1 item in the basket$/);
    // Named by its own text (total, count, 'items in the basket').
    const basketBefore = (await basketButton(page).textContent())?.replace(/\s+/g, ' ').trim();
    await expect(menuButton(page)).toBeVisible();
    await page.getByRole('button', { name: 'Add items' }).click();
    await expect(page.getByText(`Updating order: ${order.reference}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop adding items' })).toBeVisible();
    await expect(menuButton(page)).toHaveCount(0);
    return { order, basketBefore };
  }

  test("'Stop adding items' goes back to the order with the menu and the basket as they were", async ({
    page,
    backend,
  }) => {
    const { order, basketBefore } = await editingAnOrder(page, backend);
    await page.getByRole('button', { name: 'Stop adding items' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
    await expect(page.getByText(/^Updating order:/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Stop adding items' })).toHaveCount(0);
    await expect(menuButton(page)).toBeVisible();
    await expect(basketButton(page)).toHaveAccessibleName(basketBefore ?? '');
    await expect(basketButton(page)).toHaveAttribute('href', '/basket');
  });

  test('editing ends by itself, saying so once, when the order is ready for collection', async ({
    page,
    backend,
  }) => {
    const { order } = await editingAnOrder(page, backend);
    // Somewhere else in the shop first, so that the logo is a navigation.
    await page.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByText(`Updating order: ${order.reference}`)).toBeVisible();
    // Four minutes on at the shop: prepared and ready for collection, no longer changeable.
    await backend.advanceClock(4 * MINUTE);
    await page.getByRole('link', { name: 'Zero Waste Pantry' }).click();
    const ended = page.getByText('can no longer be changed');
    await expect(ended).toBeVisible();
    await expect(ended).toHaveText(
      `Order ${order.reference} can no longer be changed, so adding items to it has stopped.`,
    );
    await expect(ended).toHaveCount(1);
    await expect(page.getByText(/^Updating order:/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Stop adding items' })).toHaveCount(0);
    await expect(menuButton(page)).toBeVisible();
    // Another navigation does not say it again.
    await page.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search/);
    await expect(menuButton(page)).toBeVisible();
    expect(await ended.count()).toBeLessThanOrEqual(1);
  });
});
