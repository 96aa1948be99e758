import { expect, test } from './fixtures';
import { editDeployment } from './support/deployment';
import { factsIn } from './support/screen';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import { chooseCollectAndSlot, toConfirmation } from './support/checkout-steps';
import { KHAYA } from './support/debtor';
import {
  centsIn,
  demoShopperWithMarketBasket,
  expectNoRandAmounts,
  orderAtSupplier,
} from './support/honest-money';
import { GATEWAY, WALLET, accepted, finishPayment, orderIdOf, walletReference } from './support/money-paths';
import { basketButton } from './support/honest-money-controls';

// Honest money: amounts are shown in the deployment's currency and nowhere in rands when it is
// not the rand; the total the shopper confirms is the amount the payment asks for, bags included.
// Cancelled orders and order editing have a spec of their own (honest-money-orders.spec.ts).
// Each test has its own backend session (the `backend` fixture).

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

    await page.getByRole('link', { name: 'Track your order' }).click();
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
