import type { Page } from '@playwright/test';
import { editDeployment, expect, factsIn, test } from './fixtures';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import { chooseCollectAndSlot, toConfirmation } from './support/checkout-steps';
import { KHAYA } from './support/debtor';
import {
  centsIn,
  demoShopperWithMarketBasket,
  expectNoRandAmounts,
  orderAtSupplier,
  placeOrderByApi,
} from './support/honest-money';
import { GATEWAY, WALLET, accepted, finishPayment, orderIdOf, walletReference } from './support/money-paths';

// Honest money: amounts are shown in the deployment's currency and nowhere in rands when it is
// not the rand; the total the shopper confirms is the amount the payment asks for, bags included;
// a cancelled order asks for no payment; order editing has a way out, and ends by itself once the
// order can no longer change. Each test has its own backend session (the `backend` fixture).

const MINUTE = 60_000;

/** The toolbar's basket button, whose name carries the item count. */
const basketButton = (page: Page) => page.getByRole('link', { name: / \d+ items? in the basket$/ });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
/** Any link or button whose name starts with 'Pay' (Pay now, Pay N$ 12.00, ...). */
const payControls = (page: Page) =>
  page.getByRole('link', { name: /^Pay/ }).or(page.getByRole('button', { name: /^Pay/ }));

test.describe('a deployment that sells in Namibian dollars', () => {
  test.beforeEach(async ({ page }) => {
    await editDeployment(page, (config) => ({ ...config, currency: { symbol: 'N$', iso: 'NAD' } }));
  });

  test('basket, dispatch, confirmation, payment, outro and order page show N$ and no rand', async ({
    page,
    backend,
  }) => {
    const [a, b] = await offersToBuy(backend, 2);
    await shopperWithBasket(page, backend, [
      { offer: a!, qty: 2 },
      { offer: b!, qty: 1 },
    ]);

    await page.goto('/basket');
    await expect(basketButton(page)).toHaveAccessibleName(/^N\$ [\d.\s]+ 2 items in the basket$/);
    const placeOrder = page
      .getByRole('button', { name: 'Place order' })
      .or(page.getByRole('link', { name: 'Place order' }));
    await expect(placeOrder).toBeVisible();
    await expect(page.getByRole('main')).toContainText('N$ ');
    await expectNoRandAmounts(page, 'basket');

    await placeOrder.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collection or delivery' })).toBeVisible();
    await chooseCollectAndSlot(page);
    await expect(basketButton(page)).toHaveAccessibleName(/N\$ \d/);
    await expectNoRandAmounts(page, 'dispatch step');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
    const totals = page.locator('dl.checkout-totals');
    await expect(totals).toContainText(/Total\s*N\$ \d/);
    const facts = await factsIn(page.getByRole('main'));
    expect(facts.Subtotal, 'confirmation Subtotal').toMatch(/^N\$ \d/);
    expect(facts['Store credit'], 'confirmation Store credit').toMatch(/^−N\$ \d/);
    expect(facts.Total, 'confirmation Total').toMatch(/^N\$ \d/);
    await expectNoRandAmounts(page, 'confirmation step');

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByText(/^To pay: N\$ \d/)).toBeVisible();
    await page.getByRole('radio', { name: 'Cash in store' }).check();
    await expectNoRandAmounts(page, 'payment step');

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(accepted(page)).toBeVisible();
    await expect(page.getByText(/Pay N\$ [\d ]+\.\d{2} in cash when you collect/)).toBeVisible();
    await expectNoRandAmounts(page, 'outro');

    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order ORD-\d{6}$/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/Total\s*N\$ \d/);
    await expectNoRandAmounts(page, 'order page');

    // And the order history the shopper goes back to.
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/Total\s*N\$ \d/);
    await expectNoRandAmounts(page, 'order history');
  });

  test('an order paid online: the wallet screen, the order still to pay and its pay page show N$', async ({
    page,
    backend,
  }) => {
    const [a] = await offersToBuy(backend, 1);
    await shopperWithBasket(page, backend, [{ offer: a!, qty: 3 }]);
    await toConfirmation(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText(/^To pay: N\$ \d/)).toBeVisible();
    await page.getByRole('radio', { name: WALLET, exact: true }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: /^Pay N\$ [\d ]+\.\d{2} with your wallet app$/ }),
    ).toBeVisible();
    await expectNoRandAmounts(page, 'wallet screen');

    // The shopper leaves the wallet unpaid and opens the order: a balance to pay, in N$.
    const id = orderIdOf(page);
    await page.goto(`/orders/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Order ORD-\d{6}$/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/Still to pay\s*N\$ \d/);
    await expectNoRandAmounts(page, 'order page of an unpaid order');
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${id}/pay$`));
    await expect(page.getByRole('main')).toContainText(/N\$ \d/);
    await expectNoRandAmounts(page, 'pay page');
  });
});

test('market demo: with bags, the payment asks for the confirmation Total to the cent', async ({
  page,
  backend,
}) => {
  const shopper = await demoShopperWithMarketBasket(page, backend, KHAYA, 9);
  await toConfirmation(page);
  await page.getByRole('checkbox', { name: /^Pack my order in bags/ }).check();
  // Nine lines pack into two bags at R 0.90 each, priced by the shop and counted in the Total.
  await expect(page.getByRole('term').filter({ hasText: /^Bags \(/ })).toHaveText('Bags (2 × R 0.90)');
  const facts = await factsIn(page.getByRole('main'));
  expect(centsIn(facts['Bags (2 × R 0.90)'] ?? ''), 'the bags row').toBe(180);
  const total = centsIn(facts.Total ?? '');
  // The Total counts the bags: subtotal, less the shopper's store credit, plus the bags.
  const credit = facts['Store credit'] ? centsIn(facts['Store credit']) : 0;
  expect(total, 'Total = subtotal − credit + bags').toBe(centsIn(facts.Subtotal ?? '') - credit + 180);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const toPay = page.getByText(/^To pay: R /);
  await expect(toPay).toBeVisible();
  expect(centsIn((await toPay.textContent()) ?? ''), "the payment step's To pay").toBe(total);

  // The wallet when the shop offers it here, else the gateway.
  await expect(page.getByRole('radio', { name: GATEWAY, exact: true })).toBeVisible();
  const wallet = page.getByRole('radio', { name: WALLET, exact: true });
  const method = (await wallet.count()) > 0 ? 'wallet' : 'gateway';
  await page.getByRole('radio', { name: method === 'wallet' ? WALLET : GATEWAY, exact: true }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  if (method === 'wallet') {
    const asked = page.getByRole('heading', { level: 2, name: /^Pay R [\d ]+\.\d{2} with your wallet app$/ });
    await expect(asked).toBeVisible();
    expect(centsIn((await asked.textContent()) ?? ''), 'the wallet asks for').toBe(total);
    await expect.poll(() => walletReference(page)).not.toBe('');
    const paid = await backend.request.post(`${backend.url}/market/__pay/wallet/pay`, {
      data: { reference: await walletReference(page) },
    });
    expect(paid.ok()).toBe(true);
  } else {
    await finishPayment(page, 'gateway', backend);
  }
  await expect(accepted(page)).toBeVisible();
  const order = await orderAtSupplier(backend, shopper, orderIdOf(page));
  expect(order.bag_qty, 'bags on the order').toBe(2);
  expect(order.total_in_cents, "the order's total at the shop").toBe(total);
  expect(order.paid_in_cents, 'charged').toBe(total);
  expect(order.payment_status).toBe('paid');
});

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
