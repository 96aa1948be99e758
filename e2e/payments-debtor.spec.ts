import type { Page } from '@playwright/test';
import { expect, test, type Backend } from './fixtures';
import { expectNoAxeViolationsInEveryLocale } from './support/locale';
import { expectNoAxeViolations, expectOneChoicePerRow, factsIn } from './support/screen';
import { toPayment } from './support/checkout-steps';
import { BELLVILLE, DEBTOR_CARD, KHAYA, PLEIN, debtorWithBasketAt } from './support/debtor';

// Paying by debtor card at checkout, in the market deployment (the only one that offers DEBTORCARD),
// as the seeded caterer: an accepted card at Bellville Bulk Traders (R1 850.00), an accepted card at
// Khaya Fresh Market with only R40.00 on it, and a pending request at Plein Family Grocer. Each test
// has its own backend session, so the balances it spends and tops up are nobody else's.

/** The shop credits an EFT top-up to the card (the fake backend's control route). */
async function topUp(backend: Backend, cardNumber: string, amountInCents: number) {
  const response = await backend.request.post(`${backend.url}/__debtor_topup`, {
    data: { dataset: 'market', card_number: cardNumber, amount_in_cents: amountInCents },
  });
  expect(response.ok(), `top-up answered HTTP ${response.status()}`).toBe(true);
}

/** The bank details shown on the step as label → value. */
const bankDetails = (page: Page) => factsIn(page.locator('.debtor-card-notice'));

test('a debtor card that covers the basket pays for it: Order accepted', async ({ page, backend }) => {
  await debtorWithBasketAt(page, backend, BELLVILLE, 2_000);
  await toPayment(page);
  await page.getByRole('radio', { name: DEBTOR_CARD, exact: true }).check();
  await expect(page.getByText('Debtor card BBT-000482: balance R 1 850.00')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I have topped up' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  await expect(page.getByText(/ORD-\d{6}/)).toBeVisible();
});

test('a balance too low: top-up details, no order, then a top-up lets the order through', async ({
  page,
  backend,
}) => {
  await debtorWithBasketAt(page, backend, KHAYA, 6_000);
  await toPayment(page);
  await page.getByRole('radio', { name: DEBTOR_CARD, exact: true }).check();
  await expect(page.getByText('Debtor card KFM-120057: balance R 40.00')).toBeVisible();
  await expectOneChoicePerRow(page.getByRole('group', { name: 'How do you want to pay?' }));
  const tooLow = page.getByRole('alert').filter({
    hasText:
      'Your debtor card balance is too low for this order. Top it up by EFT with the details below, then tell us.',
  });
  await expect(tooLow).toBeVisible();
  // The shop's bank account, with the card number as the reference.
  expect(await bankDetails(page)).toEqual({
    'Account name': 'Khaya Fresh Market CC',
    Bank: 'Capitec',
    'Account number': '1593574862',
    'Branch code': '470010',
    'Account type': 'Savings',
    'Payment reference': 'KFM-120057',
  });
  await expect(page.getByText('Reference (your card number)')).toBeVisible();
  const toppedUp = page.getByRole('button', { name: 'I have topped up' });
  await expect(toppedUp).toBeVisible();
  await expectNoAxeViolations(page);
  // The step keeps the debtor card through a reload, in each language.
  await expectNoAxeViolationsInEveryLocale(page, () =>
    expect(page.locator('.debtor-card-notice').getByRole('alert')).toBeVisible(),
  );

  // Place order is held back: the notice says what to do, and focus goes there.
  let registered = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/orders/register')) registered += 1;
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.locator('.debtor-card-notice')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  expect(registered).toBe(0);

  // Told before the money arrived: the balance is still what it was.
  await toppedUp.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your balance is still R 40.00. A transfer can take a while to reach the shop.' }),
  ).toBeVisible();
  await expect(tooLow).toBeVisible();

  // The transfer reaches the shop; the shopper says so again.
  await topUp(backend, 'KFM-120057', 50_000);
  await toppedUp.click();
  await expect(page.getByText('Debtor card KFM-120057: balance R 540.00')).toBeVisible();
  await expect(tooLow).toHaveCount(0);
  await expect(page.getByText('Your balance is still')).toHaveCount(0);
  await expect(toppedUp).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  expect(registered).toBe(1);
});

test('no accepted card at the shop (a pending request): no debtor card option', async ({ page, backend }) => {
  await debtorWithBasketAt(page, backend, PLEIN, 2_000);
  // The step asks the supplier for the shopper's cards; judge the options once they are in.
  const cards = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && /\/\d+\/update$/.test(r.url()),
  );
  await toPayment(page);
  await (await cards).finished();
  await page.getByRole('radio', { name: 'Cash in store' }).check();
  await expect(page.getByRole('radio', { name: 'Cash in store' })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'How do you want to pay?' }).getByRole('radio'),
  ).not.toHaveCount(0);
  await expect(page.getByRole('radio', { name: DEBTOR_CARD })).toHaveCount(0);
  await expect(page.getByText(/Debtor card/)).toHaveCount(0);
});
