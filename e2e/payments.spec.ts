import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectOneChoicePerRow } from './support/screen';
import { orderCount } from './support/checkout';
import {
  GATEWAY,
  atPayment,
  decideAtGateway,
  orderAtSupplier,
  orderIdOf,
  placeWith,
} from './support/payments';

// Online payments against the production build, the fake backend and its stand-in provider pages
// (src/mocks/stand-ins): the gateway's hosted page, the card provider's tokeniser and the wallet
// app's page. This file pays at the gateway; cards, wallets and the other languages have specs of
// their own (payments-*.spec.ts). Each test has its own backend session, so its orders and
// transactions are its own.

test('gateway approved at checkout: the outro, and the order is paid', async ({ page, backend }) => {
  const shopper = await atPayment(page, backend);
  await placeWith(page, GATEWAY);
  await decideAtGateway(page, 'Approve');
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  const id = orderIdOf(page);
  const order = await orderAtSupplier(backend, shopper.token, id);
  expect(order.payment_status).toBe('paid');
  expect(order.payable_balance_in_cents).toBe(0);
});

for (const [decision, message] of [
  ['Decline', 'Provider declined payment'],
  ['Cancel', 'You cancelled the payment'],
] as const) {
  test(`gateway: ${decision.toLowerCase()}, '${message}', one order, paid again from the order`, async ({
    page,
    backend,
  }) => {
    const shopper = await atPayment(page, backend);
    const before = await orderCount(backend, shopper);
    await placeWith(page, GATEWAY);
    await decideAtGateway(page, decision);
    const outcome = page.getByRole('alert').filter({ hasText: message });
    await expect(outcome).toBeVisible();
    await expect(outcome).toBeFocused();
    // The shop's error box (as the forms' error summary), not red text in a focus ring.
    await expect(outcome).toHaveCSS('border-top-style', 'solid');
    await expect(outcome).toHaveCSS('outline-style', 'none');
    await expectNoAxeViolations(page);
    const id = orderIdOf(page);

    // Later, from the order: pay now, and this time approve.
    await page.goto(`/orders/${id}`);
    await expect(page.getByText('Awaiting payment').first()).toBeVisible();
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pay for order/ })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectOneChoicePerRow(page.getByRole('group', { name: 'How do you want to pay?' }));
    await page.getByRole('radio', { name: GATEWAY }).check();
    await page.getByRole('button', { name: /^Pay R/ }).click();
    await decideAtGateway(page, 'Approve');
    // Paid from the order, not from checkout: the pay screen says so and links back to the order.
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your order' })).toBeVisible();
    expect((await orderAtSupplier(backend, shopper.token, id)).payment_status).toBe('paid');
    expect(await orderCount(backend, shopper)).toBe(before + 1);
  });
}

test.describe('returns the server does not confirm', () => {
  // The forged return's finalize is refused (422): the browser logs the failed request.
  test.use({ allowedConsoleErrors: /status of 422/ });

  test('a return sent twice finalizes once, and a forged return shows what the server says', async ({
    page,
    backend,
  }) => {
    const shopper = await atPayment(page, backend);
    await placeWith(page, GATEWAY);
    const returned = page.waitForRequest(/\/pay\/return\?/);
    await decideAtGateway(page, 'Decline');
    const returnUrl = (await returned).url();
    await expect(page.getByRole('alert').filter({ hasText: 'Provider declined payment' })).toBeVisible();
    const id = orderIdOf(page);

    // The same return again (the back button, a bookmarked URL): still declined, nothing new.
    await page.goto(returnUrl);
    await expect(page.getByRole('alert').filter({ hasText: 'Provider declined payment' })).toBeVisible();

    // A forged return: 'approved' with a made-up checksum. The server does not confirm it.
    const forged = new URL(returnUrl);
    forged.searchParams.set('TRANSACTION_STATUS', '1');
    forged.searchParams.set('CHECKSUM', 'f'.repeat(32));
    await page.goto(forged.toString());
    await expect(
      page.getByText('The shop could not confirm this payment. Nothing more was charged.'),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Provider declined payment' })).toBeVisible();
    expect((await orderAtSupplier(backend, shopper.token, id)).payment_status).not.toBe('paid');
  });
});

test('a reload while at the gateway resumes the same payment', async ({ page, backend }) => {
  await atPayment(page, backend);
  // Requests, not answers: the page leaves for the gateway as soon as the answer is in.
  const opened: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/orders\/\d+\/transactions$/.test(request.url()))
      opened.push(request.headers()['idempotency-key'] ?? '');
  });
  await placeWith(page, GATEWAY);
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  // The shopper comes back without deciding (back button, a closed and reopened tab).
  await page.goBack();
  await page.reload();
  await expect(page.getByText('You left the payment page before the payment was finished.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to the payment page' }).click();
  await decideAtGateway(page, 'Approve');
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  // One transaction: the reload asked how it stood instead of opening another.
  expect(opened).toHaveLength(1);
});

test('a gateway payment with the keyboard alone', async ({ page, backend }) => {
  await atPayment(page, backend);
  const gateway = page.getByRole('radio', { name: GATEWAY });
  await gateway.focus();
  await page.keyboard.press('Space');
  await expect(gateway).toBeChecked();
  const place = page.getByRole('button', { name: 'Place order' });
  await place.focus();
  await page.keyboard.press('Enter');
  // The gateway's page: Tab to its first button, Enter approves.
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeEnabled();
  await page.getByRole('button', { name: 'Approve payment' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
});
