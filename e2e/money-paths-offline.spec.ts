import type { Page } from '@playwright/test';
import { expect, test, type Backend } from './fixtures';
import { signIn } from './support/sign-in';
import { applesByTheKilo, orderCount, shopperWithBasket } from './support/checkout';
import { toPayment } from './support/checkout-steps';
import {
  CARD,
  accepted,
  atPayment,
  backToPaymentAfter401,
  endSessionAtPlaceOrder,
  finishPayment,
  latestOrderId,
  proveMoneyPath,
  pressPlaceOrderInBoth,
  expectSameOrderInBoth,
  SAME_ORDER_IN_BOTH,
  reloadWhilePlacing,
} from './support/money-paths';

// Money paths of the ways to pay that take no online payment (cash, EFT, store credit): the order
// is the money step, so each race must end in one order, and a cancel in a cancelled order with
// nothing to refund. An EFT order is still to pay, so its order page offers paying online instead.
// Each test writes its row of the table in docs/payments.md.

// The lost answers and ended sessions these tests provoke are logged by the browser.
test.use({ allowedConsoleErrors: /ERR_FAILED|status of 401/ });

type Offline = 'cash' | 'EFT' | 'store credit';
const OPTION: Record<Offline, string | null> = {
  cash: 'Cash in store',
  EFT: 'EFT (bank transfer)',
  // Half a kilo of apples is within the demo shopper's R25 of credit: no choice to make.
  'store credit': null,
};

/** The shopper at the payment step, with a basket the method can pay. */
async function atStep(page: Page, backend: Backend, method: Offline) {
  if (method !== 'store credit') return atPayment(page, backend);
  const apples = await applesByTheKilo(backend);
  const shopper = await shopperWithBasket(page, backend, [{ offer: apples, qty: 0.5 }]);
  const before = await orderCount(backend, shopper);
  await toPayment(page);
  await expect(page.getByText(/Your store credit of R [\d.]+ pays for this order/)).toBeVisible();
  return { shopper, before };
}

async function choose(page: Page, method: Offline) {
  const option = OPTION[method];
  if (option) await page.getByRole('radio', { name: option }).check();
}

test('store credit: Place order pressed in two tabs at once makes one order', async ({ page, backend }) => {
  const { shopper, before } = await atStep(page, backend, 'store credit');
  const tabB = await page.context().newPage();
  await tabB.goto('/checkout/payment');
  await expect(tabB.getByText(/Your store credit of R [\d.]+ pays for this order/)).toBeVisible();
  await pressPlaceOrderInBoth(page, tabB);
  await expectSameOrderInBoth(page, tabB);
  await proveMoneyPath(backend, shopper, before, {
    method: 'store credit',
    race: 'two tabs',
    sees: SAME_ORDER_IN_BOTH,
    orders: 1,
    charges: 0,
  });
});

for (const method of ['cash', 'EFT', 'store credit'] as const) {
  test(`${method}: a reload while the order is being placed, then Place order again: one order`, async ({
    page,
    backend,
  }) => {
    const { shopper, before } = await atStep(page, backend, method);
    await choose(page, method);
    // The supplier takes the order; the page is reloaded before its answer arrives.
    await reloadWhilePlacing(page);
    // With store credit, the first attempt spent it: the step now asks how to pay what is left.
    await choose(page, method === 'store credit' ? 'cash' : method);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(accepted(page)).toBeVisible();
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'reload',
      sees:
        method === 'store credit'
          ? 'the checkout again, asking for what the spent credit leaves; Place order lands on the one order'
          : 'the checkout again; Place order sends the same key and lands on the one order',
      orders: 1,
      charges: 0,
    });
  });
}

test('store credit: Place order whose answer was lost, pressed again, makes one order', async ({
  page,
  backend,
}) => {
  const { shopper, before } = await atStep(page, backend, 'store credit');
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
  await proveMoneyPath(backend, shopper, before, {
    method: 'store credit',
    race: 'lost answer',
    sees: 'an error with a retry; the retry sends the same key and lands on the one order',
    orders: 1,
    charges: 0,
  });
});

for (const method of ['cash', 'EFT', 'store credit'] as const) {
  test(`${method}: Back from the outro never places the order again`, async ({ page, backend }) => {
    const { shopper, before } = await atStep(page, backend, method);
    await choose(page, method);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(accepted(page)).toBeVisible();
    await page.goBack();
    // The checkout it came from is over: no step to place it from again.
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
    await expect(accepted(page)).toHaveCount(0);
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'back button',
      sees: 'the checkout is over (an empty basket), never the order placed again',
      orders: 1,
      charges: 0,
    });
  });

  test(`${method}: the order is cancelled with nothing to refund`, async ({ page, backend }) => {
    const { shopper, before } = await atStep(page, backend, method);
    await choose(page, method);
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
    await expect(page.getByText(/will be refunded/)).toHaveCount(0);
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'cancel during payment',
      sees: 'no payment is open: the order is cancelled, with no balance and nothing to refund',
      orders: 1,
      charges: 0,
    });
  });
}

for (const method of ['cash', 'EFT', 'store credit'] as const) {
  test(`${method}: a 401 at Place order, signed in again, then Place order makes one order`, async ({
    page,
    backend,
  }) => {
    const { shopper, before } = await atStep(page, backend, method);
    await choose(page, method);
    await endSessionAtPlaceOrder(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await backToPaymentAfter401(page, signIn);
    if (method === 'store credit')
      await expect(page.getByText(/Your store credit of R [\d.]+ pays for this order/)).toBeVisible();
    await choose(page, method);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(accepted(page)).toBeVisible();
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: '401',
      sees: "'Your session has ended'; sign in again, back at payment with the same choices; one order",
      orders: 1,
      charges: 0,
    });
  });
}

for (const method of ['cash', 'store credit'] as const) {
  test(`${method}: once placed, no other way to pay is offered`, async ({ page, backend }) => {
    const { shopper, before } = await atStep(page, backend, method);
    await choose(page, method);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(accepted(page)).toBeVisible();
    await page.goto(`/orders/${await latestOrderId(backend, shopper)}`);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'second method',
      sees:
        method === 'cash'
          ? 'no other way is offered: the order page has no Pay now (cash at collection)'
          : 'no other way is offered: the credit paid it all, the order page has no Pay now',
      orders: 1,
      charges: 0,
    });
  });
}

test('EFT: the order page offers paying online instead; paid by card, one charge', async ({
  page,
  backend,
}) => {
  const { shopper, before } = await atStep(page, backend, 'EFT');
  await choose(page, 'EFT');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(accepted(page)).toBeVisible();
  await page.goto(`/orders/${await latestOrderId(backend, shopper)}`);
  await page.getByRole('link', { name: 'Pay now' }).click();
  await page.getByRole('radio', { name: CARD }).check();
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await finishPayment(page, 'card', backend);
  await expect(page.getByText('Payment received')).toBeVisible();
  await proveMoneyPath(backend, shopper, before, {
    method: 'EFT',
    race: 'second method',
    sees: "the order page's Pay now lists the online ways; paid by card instead of the transfer",
    orders: 1,
    charges: 1,
  });
});
