import type { Locator, Page } from '@playwright/test';
import { DEBTOR_LOGIN, DEBTOR_PASSWORD, DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts';
import { backendUrlOf, expect, test } from './fixtures';
import { useMarketDeployment as serveMarketDeployment } from './support/deployment';
import { expectNoAxeViolations, factsIn } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';

// Debtor cards against the production build and the mock API. Only the market deployment offers
// DEBTORCARD, so each journey runs it with Khaya Fresh Market as the chosen shop. Registrations and
// requests stay in the test's own backend session: every journey starts from the seed.

const VALID_ID = '8001015009087';

/** Khaya Fresh Market as the shop chosen, at its endpoint in the test's own backend session. */
const khaya = (page: Page) => ({
  id: 21,
  name: 'Khaya Fresh Market',
  api_endpoint: `${backendUrlOf(page)}/market/s/khaya-fresh`,
});

/** Market deployment and shop, then signs in by field names (any language) and opens the screen. */
async function openDebtorCards(
  page: Page,
  login: string,
  password: string,
  locale?: 'en' | 'af' | 'fr',
): Promise<void> {
  // Not a React hook despite its name: it routes config.json to the market deployment.
  await serveMarketDeployment(page);
  await seedStorage(page, { supplier: khaya(page), ...(locale ? { locale } : {}) });
  await page.goto(`/sign_in?return_to=${encodeURIComponent('/debtorcards')}`);
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password"]').press('Enter');
  await expect(page).toHaveURL('/debtorcards');
  await expect(page.locator('main h2').first()).toBeVisible();
}

/** Presses Tab until `target` has focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a shopper registers for debtor cards and requests one, which shows as pending', async ({ page }) => {
  await openDebtorCards(page, DEMO_LOGIN, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Register for debtor cards' })).toBeVisible();
  await expect(page.getByText('You have no debtor cards yet.')).toBeVisible();

  const idNumber = page.getByRole('textbox', { name: 'ID number' });
  const address = page.getByRole('textbox', { name: 'Business address' });
  const register = page.getByRole('button', { name: 'Register' });
  await register.click();
  await expect(idNumber).toHaveAccessibleDescription(/Required/);
  await expect(address).toHaveAccessibleDescription('Required');
  await expect(idNumber).toBeFocused();

  await idNumber.fill('8001015009086');
  await address.fill('1 Main Road, Philippi, Cape Town');
  await register.click();
  await expect(idNumber).toHaveAccessibleDescription(
    /This ID number is not valid\. Check the digits and try again\./,
  );
  await expect(address).not.toHaveAttribute('aria-invalid');

  await idNumber.fill(VALID_ID);
  await register.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are registered for debtor cards' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request a debtor card' })).toBeFocused();

  const branches = page.getByRole('group', { name: 'Choose a branch' });
  await branches.getByRole('radio', { name: /^Plein Family Grocer/ }).check();
  await page.getByRole('button', { name: 'Request a debtor card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Debtorcard requested' })).toBeVisible();

  const card = page.getByRole('list', { name: 'Your debtor cards' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Plein Family Grocer' })).toBeVisible();
  expect(await factsIn(card)).toEqual({
    'Card number': 'Not issued yet',
    Status: 'Pending',
  });
  await expect(branches.getByRole('radio', { name: /^Plein Family Grocer/ })).toHaveCount(0);

  // The request is kept by the server: a reload shows the same pending card.
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Your debtor cards' })
      .getByRole('heading', { name: 'Plein Family Grocer' }),
  ).toBeVisible();
});

test('the debtor sees accepted, pending and rejected cards and the top-up details', async ({ page }) => {
  await openDebtorCards(page, DEBTOR_LOGIN, DEBTOR_PASSWORD);
  const list = page.getByRole('list', { name: 'Your debtor cards' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  const cardOf = (branch: string) =>
    list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: branch }) });

  expect(await factsIn(cardOf('Bellville Bulk Traders'))).toEqual({
    'Card number': 'BBT-000482',
    Status: 'Accepted Active',
    Balance: 'R 1 850.00',
  });
  expect(await factsIn(cardOf('Plein Family Grocer'))).toMatchObject({
    'Card number': 'Not issued yet',
    Status: 'Pending',
  });
  expect(await factsIn(cardOf('Claremont Wholefoods Co-op'))).toMatchObject({ Status: 'Rejected' });
  await expect(cardOf('Plein Family Grocer').getByRole('button')).toHaveCount(0);
  await expect(cardOf('Claremont Wholefoods Co-op').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Register for debtor cards' })).toHaveCount(0);

  const opener = page.getByRole('button', { name: 'Top-up details: Bellville Bulk Traders' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Top up your card at Bellville Bulk Traders' });
  await expect(dialog.getByText('Standard Bank')).toBeVisible();
  expect(await factsIn(dialog)).toEqual({
    'Account name': 'Bellville Bulk Traders (Pty) Ltd',
    Bank: 'Standard Bank',
    'Account number': '072315648',
    'Branch code': '051001',
    'Account type': 'Current',
    'Payment reference': 'BBT-000482',
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('registration and a request can be done with the keyboard alone', async ({ page }) => {
  await openDebtorCards(page, DEMO_LOGIN, DEMO_PASSWORD);
  await tabTo(page, page.getByRole('textbox', { name: 'ID number' }));
  await page.keyboard.type(VALID_ID);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Business address' })).toBeFocused();
  await page.keyboard.type('1 Main Road, Philippi, Cape Town');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Request a debtor card' })).toBeFocused();

  // Requesting before choosing lands on the branches with the message.
  const request = page.getByRole('button', { name: 'Request a debtor card' });
  await tabTo(page, request);
  await page.keyboard.press('Enter');
  const branches = page.getByRole('group', { name: 'Choose a branch' });
  await expect(branches).toHaveAccessibleDescription('Choose a branch to request a card from');
  const radios = branches.getByRole('radio');
  await expect(radios.first()).toBeFocused();
  // Arrow keys move through a radio group and choose as they go.
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  const chosen = (await radios.nth(1).getAttribute('id')) ?? '';
  const branch = (await page.locator(`label[for="${chosen}"] .debtor-branches__name`).textContent()) ?? '';
  await tabTo(page, request);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Debtorcard requested' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your debtor cards' })).toBeFocused();
  await expect(
    page.getByRole('list', { name: 'Your debtor cards' }).getByRole('heading', { name: branch }),
  ).toBeVisible();
});

test('a shop without debtor cards says so and links back to the shop', async ({ page }) => {
  // The reference deployment offers no DEBTORCARD payment option.
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto(`/sign_in?return_to=${encodeURIComponent('/debtorcards')}`);
  await page.locator('input[name="username"]').fill(DEMO_LOGIN);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('input[name="password"]').press('Enter');
  await expect(page.getByText(/The shop you chose does not take debtor cards/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL('/');
});

for (const locale of ['en', 'af', 'fr'] as const) {
  test(`registration and its error state pass axe in ${locale}`, async ({ page }) => {
    await openDebtorCards(page, DEMO_LOGIN, DEMO_PASSWORD, locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const idNumber = page.locator('input[name="id_number"]');
    await expect(idNumber).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('main button[type="submit"]').click();
    await expect(idNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('input[name="business_address_1"]')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test(`the card list, the branch error and the top-up dialog pass axe in ${locale}`, async ({ page }) => {
    await openDebtorCards(page, DEBTOR_LOGIN, DEBTOR_PASSWORD, locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('.debtor-card')).toHaveCount(4);
    await expect(page.locator('.debtor-branches input[type="radio"]').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('main button[type="submit"]').click();
    await expect(page.locator('.debtor-branches .field__error')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('.debtor-card button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.bank-details dl')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
