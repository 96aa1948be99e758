import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';
import {
  CARD,
  GATEWAY,
  WALLET,
  accepted,
  atPayment,
  finishPayment,
  orderIdOf,
  placeWith,
  proveMoneyPath,
  walletReference,
} from './support/money-paths';

// Money paths when the shopper leaves the pay screen: the back button, and a session that ends
// (401) while a payment is open. Each test writes its row of the table in docs/payments.md.

// The 401s these tests provoke are logged by the browser.
test.use({ allowedConsoleErrors: /status of 401/ });

for (const [method, option] of [
  ['card', CARD],
  ['wallet', WALLET],
] as const) {
  test(`${method}: Back from the pay screen, then the order's pay screen shows the same payment`, async ({
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
    const reference = method === 'wallet' ? await walletReference(page) : null;
    await page.goBack();
    await expect(page).not.toHaveURL(/\/pay$/);
    await page.goto(`/orders/${id}/pay`);
    await expect(shown).toBeVisible();
    if (reference) expect(await walletReference(page)).toBe(reference);
    await finishPayment(page, method, backend);
    await expect(page.getByText('Payment received').or(accepted(page))).toBeVisible();
    await proveMoneyPath(backend, shopper, before, {
      method,
      race: 'back button',
      sees: "the checkout is left; the order's pay screen shows the same payment, never a second one",
      orders: 1,
      charges: 1,
    });
  });
}

test('gateway: a 401 after leaving the gateway keeps the payment, resumed after signing in', async ({
  page,
  backend,
}) => {
  const { shopper, before } = await atPayment(page, backend);
  await placeWith(page, GATEWAY);
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await page.route('**/transactions/*/processing', (route) => route.fulfill({ status: 401, json: {} }), {
    times: 1,
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/sign_in/);
  await signIn(page);
  await page.getByRole('button', { name: 'Continue to the payment page' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('Payment received').or(accepted(page))).toBeVisible();
  await proveMoneyPath(backend, shopper, before, {
    method: 'gateway',
    race: '401',
    sees: 'sign in again, then the same payment (Continue to the payment page), paid once',
    orders: 1,
    charges: 1,
  });
});
