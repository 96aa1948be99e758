import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CARD,
  GATEWAY,
  OPEN_PAYMENT,
  WALLET,
  accepted,
  atPayment,
  latestOrderId,
  payCard,
  payInWalletApp,
  placeWith,
  pressPlaceOrderInBoth,
  expectSameOrderInBoth,
  SAME_ORDER_IN_BOTH,
  proveMoneyPath,
  walletReference,
} from './support/money-paths';

// Money paths across a shopper's tabs, against the production build and the HTTP fake backend:
// one checkout is one order, a payment opened in one tab is every tab's, and an order is not
// cancelled while its payment is open. Tabs are pages of one browser context (one localStorage).
// Each test writes its row of the table in docs/payments.md (support/money-paths.ts).

// The refusals these tests provoke (409) are logged by the browser.
test.use({ allowedConsoleErrors: /status of 409/ });

for (const [method, option] of [
  ['cash', 'Cash in store'],
  ['EFT', 'EFT (bank transfer)'],
] as const) {
  test(`${method}: Place order pressed in two tabs at once makes one order`, async ({ page, backend }) => {
    const { shopper, before } = await atPayment(page, backend);
    const tabB = await page.context().newPage();
    await tabB.goto('/checkout/payment');
    await expect(tabB.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    for (const tab of [page, tabB]) await tab.getByRole('radio', { name: option }).check();
    // Both presses in the same moment: B's while A's request is open.
    await pressPlaceOrderInBoth(page, tabB);
    await expectSameOrderInBoth(page, tabB);
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'two tabs',
      sees: SAME_ORDER_IN_BOTH,
      orders: 1,
      charges: 0,
    });
  });
}

/** A second tab on the order's pay screen, while the first is paying. */
async function secondTabOnPay(page: Page, orderId: number) {
  const tabB = await page.context().newPage();
  await tabB.goto(`/orders/${orderId}/pay`);
  return tabB;
}

test('gateway: opened from two tabs and approved in both, charged once', async ({ page, backend }) => {
  const { shopper, before } = await atPayment(page, backend);
  await placeWith(page, GATEWAY);
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  const tabB = await secondTabOnPay(page, await latestOrderId(backend, shopper));
  // Tab B shows tab A's payment: a new one is refused until that one is finished or cancelled.
  await expect(tabB.getByText('You left the payment page before the payment was finished.')).toBeVisible();
  await tabB.getByRole('button', { name: 'Pay another way' }).click();
  await tabB.getByRole('radio', { name: GATEWAY }).check();
  await tabB.getByRole('button', { name: /^Pay R/ }).click();
  await expect(tabB.getByRole('alert').filter({ hasText: OPEN_PAYMENT })).toBeVisible();
  await tabB.getByRole('button', { name: 'Finish that payment' }).click();
  await tabB.getByRole('button', { name: 'Continue to the payment page' }).click();
  for (const tab of [page, tabB]) {
    await tab.getByRole('button', { name: 'Approve payment' }).click();
    await tab.waitForURL(/\/(orders\/\d+\/pay|checkout\/complete)/);
  }
  await expect(accepted(page)).toBeVisible();
  await proveMoneyPath(backend, shopper, before, {
    method: 'gateway',
    race: 'two tabs',
    sees: "the second tab shows the first tab's payment; a new one: 'finish it, or cancel it first'",
    orders: 1,
    charges: 1,
  });
});

test('card: the same payment in two tabs, paid in both, charged once', async ({ page, backend }) => {
  const { shopper, before } = await atPayment(page, backend);
  await placeWith(page, CARD);
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
  const tabB = await secondTabOnPay(page, await latestOrderId(backend, shopper));
  await expect(tabB.getByRole('heading', { name: 'Card details' })).toBeVisible();
  await payCard(tabB);
  await expect(tabB.getByText('Payment received')).toBeVisible();
  await payCard(page);
  await expect(accepted(page)).toBeVisible();
  await proveMoneyPath(backend, shopper, before, {
    method: 'card',
    race: 'two tabs',
    sees: "both tabs show the one card form; the second press finds it paid: 'Payment received'",
    orders: 1,
    charges: 1,
  });
});

test('wallet: the same payment in two tabs, both see it paid, charged once', async ({ page, backend }) => {
  const { shopper, before } = await atPayment(page, backend);
  await placeWith(page, WALLET);
  const reference = await walletReference(page);
  const tabB = await secondTabOnPay(page, await latestOrderId(backend, shopper));
  expect(await walletReference(tabB)).toBe(reference);
  expect((await payInWalletApp(backend, reference)).ok()).toBe(true);
  await expect(accepted(page)).toBeVisible();
  await expect(tabB.getByText('Payment received')).toBeVisible();
  await proveMoneyPath(backend, shopper, before, {
    method: 'wallet',
    race: 'two tabs',
    sees: 'both tabs show the same payment reference, then both show it paid',
    orders: 1,
    charges: 1,
  });
});

for (const [method, option] of [
  ['gateway', GATEWAY],
  ['card', CARD],
  ['wallet', WALLET],
] as const) {
  test(`${method}: a cancel while its payment is open is refused with the reason`, async ({
    page,
    backend,
  }) => {
    const { shopper, before } = await atPayment(page, backend);
    await placeWith(page, option);
    const paying =
      method === 'gateway'
        ? page.getByRole('heading', { name: 'Demo payment gateway' })
        : method === 'card'
          ? page.getByRole('heading', { name: 'Card details' })
          : page.getByText(/^Payment reference: /);
    await expect(paying).toBeVisible();
    const tabB = await page.context().newPage();
    await tabB.goto(`/orders/${await latestOrderId(backend, shopper)}`);
    await tabB.getByRole('button', { name: 'Cancel order' }).click();
    await tabB
      .getByRole('dialog', { name: 'Cancel order' })
      .getByRole('button', { name: 'Cancel the order' })
      .click();
    await expect(
      tabB.getByText('A payment is open for this order: finish it, or cancel it first'),
    ).toBeVisible();
    if (method === 'gateway') await page.getByRole('button', { name: 'Approve payment' }).click();
    if (method === 'card') await payCard(page);
    if (method === 'wallet') await payInWalletApp(backend, await walletReference(page));
    await expect(accepted(page)).toBeVisible();
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'cancel during payment',
      sees: "the cancel is refused: 'A payment is open for this order: finish it, or cancel it first'",
      orders: 1,
      charges: 1,
    });
  });
}
