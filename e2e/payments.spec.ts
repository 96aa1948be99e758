import type { Page } from '@playwright/test';
import {
  chooseLocale,
  expect,
  expectNoAxeViolations,
  expectOneChoicePerRow,
  stringsOf,
  test,
  type Backend,
} from './fixtures';
import { offersToBuy, orderCount, shopperWithBasket } from './support/checkout';
import { toPayment } from './support/checkout-steps';

// Online payments against the production build, the fake backend and its stand-in provider pages
// (src/mocks/stand-ins): the gateway's hosted page, the card provider's tokeniser and the wallet
// app's page. Each test has its own backend session, so its orders and transactions are its own.

const GATEWAY = 'Card or instant EFT (secure payment page)';
const CARD = 'Credit or debit card';
const WALLET = 'Mobile wallet app, pay now';

/** A basket of two offers and the checkout walked to its payment step. */
async function atPayment(page: Page, backend: Backend) {
  const [a, b] = await offersToBuy(backend, 2);
  const shopper = await shopperWithBasket(page, backend, [
    { offer: a!, qty: 1 },
    { offer: b!, qty: 1 },
  ]);
  await toPayment(page);
  return shopper;
}

/** Places the order with an online option; the payment starts at once. */
async function placeWith(page: Page, option: string) {
  await page.getByRole('radio', { name: option }).check();
  await expect(page.getByText(/You pay R .* on the next screen/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** On the gateway's stand-in page: decide, and come back to the storefront. */
async function decideAtGateway(page: Page, decision: 'Approve' | 'Decline' | 'Cancel') {
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: `${decision} payment` }).click();
  await page.waitForURL(/\/orders\/\d+\/pay(\?|$)/);
}

const orderIdOf = (page: Page) => Number(/\/(?:orders|complete)\/(\d+)/.exec(page.url())?.[1]);

/** The order as the supplier has it (what was paid, what is left). */
async function orderAtSupplier(backend: Backend, token: string, id: number) {
  const response = await backend.request.get(`${backend.url}/reference/api/v1/orders/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { order: { payment_status: string; payable_balance_in_cents: number } })
    .order;
}

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

test('a card payment, after an incomplete card form', async ({ page, backend }) => {
  const shopper = await atPayment(page, backend);
  await placeWith(page, CARD);
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await expect(page.getByRole('heading', { name: 'Complete card details.' })).toBeFocused();
  await expectNoAxeViolations(page);
  // Keyboard only from here.
  await page.getByLabel('Card number').focus();
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/39');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  expect((await orderAtSupplier(backend, shopper.token, orderIdOf(page))).payment_status).toBe('paid');
});

test('a declined card says so and can be paid with another card', async ({ page, backend }) => {
  await atPayment(page, backend);
  await placeWith(page, CARD);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Provider declined payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('radio', { name: CARD }).check();
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
});

test('a wallet paid in the wallet app while the page waits', async ({ page, backend }) => {
  await atPayment(page, backend);
  await placeWith(page, WALLET);
  await expect(page.getByText('Waiting for your payment.')).toBeVisible();
  // A phone: the wallet app is on this device, so a link to it and no code to scan.
  await expect(page.getByRole('img', { name: /QR code to pay R/ })).toBeHidden();
  await expectNoAxeViolations(page);
  // A wide screen: the code to scan with the phone.
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(page.getByRole('img', { name: /QR code to pay R/ })).toBeVisible();
  await page.setViewportSize({ width: 412, height: 839 });
  const walletApp = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Open your wallet app' }).click();
  const wallet = await walletApp;
  await wallet.getByRole('button', { name: /^Pay R/ }).click();
  await expect(wallet.getByRole('status')).not.toBeEmpty();
  await wallet.close();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
});

test.describe('a phone that goes offline', () => {
  // The page's polls fail while it is offline; the browser logs them.
  test.use({ allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

  test('a wallet payment survives a reload, and an offline tab shows it paid once back', async ({
    page,
    backend,
  }) => {
    await atPayment(page, backend);
    await placeWith(page, WALLET);
    const reference = page.getByText(/^Payment reference: /);
    const before = await reference.textContent();
    // A reload while the shopper is in the wallet app: the same payment, not a new one.
    await page.reload();
    await expect(reference).toHaveText(before ?? '');
    // The phone loses its connection while the shopper pays in the wallet app.
    await page.context().setOffline(true);
    const paid = await backend.request.post(`${backend.url}/reference/__pay/wallet/pay`, {
      data: { reference: before?.replace('Payment reference: ', '') },
    });
    expect(paid.ok()).toBe(true);
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  });
});

test('five rapid presses on pay open one transaction', async ({ page, backend }) => {
  await atPayment(page, backend);
  await page.getByRole('radio', { name: CARD }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
  const id = orderIdOf(page);
  // The card payment is open: another way starts only once it is cancelled, as its own step.
  await page.getByRole('button', { name: 'Pay another way' }).click();
  await page.getByRole('radio', { name: WALLET }).check();
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await page.getByRole('button', { name: 'Cancel that payment' }).click();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/orders/${id}/transactions`))
      posts.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('radio', { name: WALLET }).check();
  // Five presses inside one task: no re-render in between can disable the button first.
  await page.getByRole('button', { name: /^Pay R/ }).evaluate((button: HTMLButtonElement) => {
    for (let i = 0; i < 5; i += 1) button.click();
  });
  await expect(page.getByText('Waiting for your payment.')).toBeVisible();
  expect(posts.length).toBeGreaterThan(0);
  expect(new Set(posts).size).toBe(1);
});

for (const lang of ['af', 'fr'] as const) {
  test(`every payment step and outcome has no axe violations (${lang})`, async ({ page, backend }) => {
    const s = stringsOf(lang);
    await atPayment(page, backend);
    await placeWith(page, GATEWAY);
    await decideAtGateway(page, 'Cancel');
    const id = orderIdOf(page);
    await chooseLocale(page, lang);
    await page.goto(`/orders/${id}/pay`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The cancelled outcome.
    await expect(page.getByRole('alert')).toHaveText(s.payments.outcome.cancelled);
    await expectNoAxeViolations(page);
    // The choice of ways to pay, with its 'required' error.
    await page.getByRole('button', { name: s.payments.try_again }).click();
    await page.getByRole('button', { name: new RegExp(`^${s.payments.pay.split(' ')[0]} R`) }).click();
    await expect(page.getByText(s.payments.required)).toBeVisible();
    await expectNoAxeViolations(page);
    // The card form, incomplete, then a declined card.
    await page.getByRole('radio', { name: s.payments.provider.CARD }).check();
    await page.getByRole('button', { name: new RegExp(`^${s.payments.pay.split(' ')[0]} R`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${s.payments.card.pay.split(' ')[0]} R`) }).click();
    await expect(page.getByRole('heading', { name: s.payments.card.incomplete })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByLabel(s.payments.card.number).fill('4000 0000 0000 0002');
    await page.getByLabel(s.payments.card.expiry).fill('12/39');
    await page.getByLabel(s.payments.card.cvc).fill('123');
    // Clicked, not Enter: long error lines once pushed the form wider than the phone and covered it.
    await page.getByRole('button', { name: new RegExp(`^${s.payments.card.pay.split(' ')[0]} R`) }).click();
    await expect(page.getByRole('alert').filter({ hasText: s.payments.outcome.declined })).toBeVisible();
    await expectNoAxeViolations(page);
    // A wallet, waiting.
    await page.getByRole('button', { name: s.payments.try_again }).click();
    await page.getByRole('radio', { name: s.payments.provider.WALLET }).check();
    await page.getByRole('button', { name: new RegExp(`^${s.payments.pay.split(' ')[0]} R`) }).click();
    await expect(page.getByRole('link', { name: s.payments.wallet.open })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

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

test('insufficient funds on a card, and an amount the shop did not expect', async ({ page, backend }) => {
  await atPayment(page, backend);
  await placeWith(page, CARD);
  await page.getByLabel('Card number').fill('4000 0000 0000 9995');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient funds' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A page left open while the order changed sends an amount that is no longer what is owed.
  await page.route('**/orders/*/transactions', async (route) => {
    const body = route.request().postDataJSON() as { amount_in_cents: number };
    await route.continue({
      postData: JSON.stringify({ ...body, amount_in_cents: body.amount_in_cents + 100 }),
    });
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('radio', { name: WALLET }).check();
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Amount error' })).toBeVisible();
  await expectNoAxeViolations(page);
});
