import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { signIn } from './support/sign-in';
import {
  CARD,
  GATEWAY,
  OPEN_PAYMENT,
  WALLET,
  accepted,
  atPayment,
  orderIdOf,
  payCard,
  payInWalletApp,
  placeWith,
  finishPayment,
  proveMoneyPath,
  walletReference,
} from './support/money-paths';

// Money paths under retries in one tab: a reload, a lost answer, a 401, the back button and a
// second way to pay, against the production build and the HTTP fake backend. Each test writes its
// row of the table in docs/payments.md (support/money-paths.ts).

// The refusals and lost answers these tests provoke are logged by the browser.
test.use({ allowedConsoleErrors: /status of (401|409|500)|ERR_FAILED/ });

/** The supplier acts on the request, and its answer never reaches the shopper. */
const loseAnswer = async (route: Route) => {
  await route.fetch();
  await route.abort('failed');
};

for (const [method, option] of [
  ['cash', 'Cash in store'],
  ['EFT', 'EFT (bank transfer)'],
] as const) {
  test(`${method}: Place order whose answer was lost, pressed again, makes one order`, async ({
    page,
    backend,
  }) => {
    const { shopper, before } = await atPayment(page, backend);
    await page.route('**/api/v1/orders/register', loseAnswer, { times: 1 });
    await placeWith(page, option);
    await expect(page.getByRole('alert').filter({ hasText: /connection|try again/i })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(accepted(page)).toBeVisible();
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'lost answer',
      sees: 'an error with a retry; the retry sends the same key and lands on the one order',
      orders: 1,
      charges: 0,
    });
  });
}

for (const [method, option] of [
  ['gateway', GATEWAY],
  ['wallet', WALLET],
] as const) {
  test(`${method}: opening the payment, answer lost, pressed again: one transaction, one charge`, async ({
    page,
    backend,
  }) => {
    const { shopper, before } = await atPayment(page, backend);
    await page.route('**/api/v1/orders/*/transactions', loseAnswer, { times: 1 });
    await placeWith(page, option);
    await expect(page).toHaveURL(/\/orders\/\d+\/pay$/);
    await page.getByRole('radio', { name: option }).check();
    await page.getByRole('button', { name: /^Pay R/ }).click();
    await finishPayment(page, method, backend);
    await expect(accepted(page)).toBeVisible();
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'lost answer',
      sees: 'an error with a retry; the retry sends the same key and continues the one payment',
      orders: 1,
      charges: 1,
    });
  });
}

test('card: a charge whose answer was lost is checked, not called failed', async ({ page, backend }) => {
  const { shopper, before } = await atPayment(page, backend);
  await placeWith(page, CARD);
  await page.route('**/transactions/*/card', async (route) => {
    await route.fetch();
    await route.fulfill({ status: 500, json: { status: 'error', messages: ['Internal server error'] } });
  });
  await payCard(page);
  await expect(accepted(page)).toBeVisible();
  await expect(page.getByText('Payment failed, try again')).toHaveCount(0);
  await proveMoneyPath(backend, shopper, before, {
    method: 'card',
    race: 'lost answer',
    sees: 'the shop is asked how the charge went; the outro once it says paid',
    orders: 1,
    charges: 1,
  });
});

for (const [method, option] of [
  ['gateway', GATEWAY],
  ['card', CARD],
  ['wallet', WALLET],
] as const) {
  test(`${method}: a reload mid-payment continues the same payment, one charge`, async ({
    page,
    backend,
  }) => {
    const { shopper, before } = await atPayment(page, backend);
    await placeWith(page, option);
    if (method === 'gateway') {
      await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
      await page.goBack();
      await page.reload();
      await page.getByRole('button', { name: 'Continue to the payment page' }).click();
    } else {
      const shown =
        method === 'card'
          ? page.getByRole('heading', { name: 'Card details' })
          : page.getByText(/^Payment reference: /);
      await expect(shown).toBeVisible();
      const reference = method === 'wallet' ? await walletReference(page) : null;
      await page.reload();
      await expect(shown).toBeVisible();
      if (reference) expect(await walletReference(page)).toBe(reference);
    }
    await finishPayment(page, method, backend);
    await expect(page.getByText('Payment received').or(accepted(page))).toBeVisible();
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'reload',
      sees: 'the same payment again (the server is asked), never a second one',
      orders: 1,
      charges: 1,
    });
  });
}

test("gateway: Back from the gateway, then 'Pay another way' lists the methods", async ({
  page,
  backend,
}) => {
  const { shopper, before } = await atPayment(page, backend);
  const opened: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/orders\/\d+\/transactions$/.test(request.url()))
      opened.push(request.url());
  });
  await placeWith(page, GATEWAY);
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('You left the payment page before the payment was finished.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay another way' }).click();
  await expect(page.getByRole('radio', { name: CARD })).toBeVisible();
  expect(opened).toHaveLength(1);
  await proveMoneyPath(backend, shopper, before, {
    method: 'gateway',
    race: 'back button',
    sees: "'You left the payment page'; Continue, or Pay another way lists the methods",
    orders: 1,
    charges: 0,
  });
});

for (const [method, option] of [
  ['card', CARD],
  ['wallet', WALLET],
] as const) {
  test(`${method}: a 401 mid-payment keeps the payment, resumed after signing in`, async ({
    page,
    backend,
  }) => {
    const { shopper, before } = await atPayment(page, backend);
    await placeWith(page, option);
    const shown =
      method === 'card'
        ? page.getByRole('heading', { name: 'Card details' })
        : page.getByText(/^Payment reference: /);
    await expect(shown).toBeVisible();
    const id = orderIdOf(page);
    await page.route('**/transactions/*/processing', (route) => route.fulfill({ status: 401, json: {} }), {
      times: 1,
    });
    await page.reload();
    await expect(page).toHaveURL(/\/sign_in/);
    await signIn(page);
    await expect(page).toHaveURL(`/orders/${id}/pay`);
    await expect(shown).toBeVisible();
    await finishPayment(page, method, backend);
    await expect(page.getByText('Payment received')).toBeVisible();
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: '401',
      sees: 'sign in again, then the same payment, paid once',
      orders: 1,
      charges: 1,
    });
  });
}

for (const [method, first, second] of [
  ['wallet', WALLET, CARD],
  ['card', CARD, WALLET],
  ['gateway', GATEWAY, CARD],
] as const) {
  test(`${method}, then another way: the open payment is cancelled first, one charge`, async ({
    page,
    backend,
  }) => {
    const { shopper, before } = await atPayment(page, backend);
    await placeWith(page, first);
    const stale = method === 'wallet' ? await walletReference(page) : null;
    if (method === 'gateway') {
      await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
      await page.goBack();
    }
    await page.getByRole('button', { name: 'Pay another way' }).click();
    await page.getByRole('radio', { name: second }).check();
    await page.getByRole('button', { name: /^Pay R/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: OPEN_PAYMENT })).toBeVisible();
    if (method === 'wallet') await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel that payment' }).click();
    await page.getByRole('radio', { name: second }).check();
    await page.getByRole('button', { name: /^Pay R/ }).click();
    await finishPayment(page, second === CARD ? 'card' : 'wallet', backend);
    await expect(page.getByText('Payment received').or(accepted(page))).toBeVisible();
    // The first payment, paid late (the wallet app still open), is refused: it was cancelled.
    if (stale) expect((await payInWalletApp(backend, stale)).status()).toBe(409);
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'second method',
      sees: "'finish it, or cancel it first'; after 'Cancel that payment' the other way; one charge",
      orders: 1,
      charges: 1,
    });
  });
}
