import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { CARD, WALLET, atPayment, orderAtSupplier, orderIdOf, placeWith } from './support/payments';

// Paying by card (the provider's tokeniser) and by wallet app, against the stand-in provider pages.
// Each test has its own backend session, so its orders and transactions are its own.

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
