import type { Page } from '@playwright/test';
import { expect, test, type Backend } from './fixtures';
import { factsIn } from './support/screen';
import { orderCount } from './support/checkout';
import { toPayment } from './support/checkout-steps';
import {
  BELLVILLE,
  DEBTOR_CARD,
  debtorCardBalance,
  debtorTab,
  debtorWithBasketAt,
  signInAsDebtor,
  type DebtorShopper,
} from './support/debtor';
import {
  accepted,
  backToPaymentAfter401,
  endSessionAtPlaceOrder,
  latestOrderId,
  pressPlaceOrderInBoth,
  expectSameOrderInBoth,
  SAME_ORDER_IN_BOTH,
  proveMoneyPath,
  reloadWhilePlacing,
} from './support/money-paths';
import type { MoneyPath } from '../tooling/money-paths-table';

// Money paths of the debtor card, in the market deployment as the seeded caterer with R1 850.00 on
// its card at Bellville Bulk Traders. The card pays when the order is placed (no payment screen,
// no transaction to race), so every race must end in one order and one debit of the card; a
// cancel gives the money back to the card. Each test writes its row of the table in
// docs/payments.md; the card's debits are its charges (support/money-paths.ts).

// The refusals and lost answers these tests provoke are logged by the browser.
test.use({ allowedConsoleErrors: /status of 401|ERR_FAILED/ });

const BALANCE = 'Debtor card BBT-000482: balance R 1 850.00';

/** The caterer at the payment step with a basket at Bellville, the debtor card chosen. */
async function atDebtorPayment(page: Page, backend: Backend) {
  const shopper = await debtorWithBasketAt(page, backend, BELLVILLE, 2_000);
  const before = await orderCount(backend, shopper);
  const balance = await debtorCardBalance(backend, shopper, BELLVILLE);
  await toPayment(page);
  await chooseDebtorCard(page);
  await expect(page.getByText(BALANCE)).toBeVisible();
  return { shopper, before, balance };
}

async function chooseDebtorCard(page: Page) {
  await page.getByRole('radio', { name: DEBTOR_CARD, exact: true }).check();
}

/** Counts the orders and the card's debits, and writes the row. */
async function proveDebtorPath(
  backend: Backend,
  shopper: DebtorShopper,
  before: number,
  balance: number,
  row: Omit<MoneyPath, 'method'>,
) {
  const after = await debtorCardBalance(backend, shopper, BELLVILLE);
  await proveMoneyPath(
    backend,
    shopper,
    before,
    { method: 'debtor card', ...row },
    { before: balance, after },
  );
}

test('debtor card: Place order pressed in two tabs at once makes one order, one debit', async ({
  page,
  backend,
}) => {
  const { shopper, before, balance } = await atDebtorPayment(page, backend);
  const tabB = await debtorTab(page);
  await tabB.goto('/checkout/payment');
  await chooseDebtorCard(tabB);
  await expect(tabB.getByText(BALANCE)).toBeVisible();
  // Both presses in the same moment: B's while A's request is open.
  await pressPlaceOrderInBoth(page, tabB);
  await expectSameOrderInBoth(page, tabB);
  await proveDebtorPath(backend, shopper, before, balance, {
    race: 'two tabs',
    sees: SAME_ORDER_IN_BOTH,
    orders: 1,
    charges: 1,
  });
});

test('debtor card: Back from the outro never places the order again', async ({ page, backend }) => {
  const { shopper, before, balance } = await atDebtorPayment(page, backend);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(accepted(page)).toBeVisible();
  await page.goBack();
  // The checkout it came from is over: no step to place it from again.
  await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  await expect(accepted(page)).toHaveCount(0);
  await proveDebtorPath(backend, shopper, before, balance, {
    race: 'back button',
    sees: 'the checkout is over (an empty basket), never the order placed again',
    orders: 1,
    charges: 1,
  });
});

test('debtor card: a reload while the order is being placed, then Place order again: one debit', async ({
  page,
  backend,
}) => {
  const { shopper, before, balance } = await atDebtorPayment(page, backend);
  // The supplier takes the order; the page is reloaded before its answer arrives.
  await reloadWhilePlacing(page);
  await chooseDebtorCard(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(accepted(page)).toBeVisible();
  await proveDebtorPath(backend, shopper, before, balance, {
    race: 'reload',
    sees: 'the checkout again; Place order sends the same key and lands on the one order',
    orders: 1,
    charges: 1,
  });
});

test('debtor card: Place order whose answer was lost, pressed again, makes one order, one debit', async ({
  page,
  backend,
}) => {
  const { shopper, before, balance } = await atDebtorPayment(page, backend);
  await page.route(
    '**/api/v1/orders/register',
    async (route) => {
      await route.fetch();
      await route.abort('failed');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /connection|try again/i })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(accepted(page)).toBeVisible();
  await proveDebtorPath(backend, shopper, before, balance, {
    race: 'lost answer',
    sees: 'an error with a retry; the retry sends the same key and lands on the one order',
    orders: 1,
    charges: 1,
  });
});

test('debtor card: a 401 at Place order, signed in again, then one order, one debit', async ({
  page,
  backend,
}) => {
  const { shopper, before, balance } = await atDebtorPayment(page, backend);
  await endSessionAtPlaceOrder(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await backToPaymentAfter401(page, signInAsDebtor);
  await chooseDebtorCard(page);
  await expect(page.getByText(BALANCE)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(accepted(page)).toBeVisible();
  await proveDebtorPath(backend, shopper, before, balance, {
    race: '401',
    sees: "'Your session has ended'; sign in again, back at payment with the same choices; one order",
    orders: 1,
    charges: 1,
  });
});

test('debtor card: the order is cancelled and its money goes back on the card', async ({ page, backend }) => {
  const { shopper, before, balance } = await atDebtorPayment(page, backend);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(accepted(page)).toBeVisible();
  await page.goto(`/orders/${await latestOrderId(backend, shopper)}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel order' })
    .getByRole('button', { name: 'Cancel the order' })
    .click();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Still to pay')).toHaveCount(0);
  await page.goto('/debtorcards');
  const list = page.getByRole('list', { name: 'Your debtor cards' });
  const card = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: BELLVILLE.name }) });
  await expect(card).toBeVisible();
  expect(await factsIn(card)).toMatchObject({ Balance: 'R 1 850.00' });
  await proveDebtorPath(backend, shopper, before, balance, {
    race: 'cancel during payment',
    sees: 'no payment is open: the order is cancelled, its amount back on the card at once',
    orders: 1,
    charges: 0,
  });
});

test('debtor card: once placed, nothing is left to pay and no other way is offered', async ({
  page,
  backend,
}) => {
  const { shopper, before, balance } = await atDebtorPayment(page, backend);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(accepted(page)).toBeVisible();
  const id = await latestOrderId(backend, shopper);
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await page.goto(`/orders/${id}/pay`);
  await expect(page.getByText('There is nothing left to pay on this order.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await proveDebtorPath(backend, shopper, before, balance, {
    race: 'second method',
    sees: "no Pay now on the order; its pay screen says 'There is nothing left to pay'",
    orders: 1,
    charges: 1,
  });
});
