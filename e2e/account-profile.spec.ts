import type { Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { signIn } from './support/sign-in';
import { SEA_POINT, seedStorage } from './support/storage';
import { returningShopperStorage, seedLocalStorage } from '../tooling/seed-shopper';

// Profile edit and the end of a session, against the production build and `npm run mock-api`.
// The browser logs the answers these journeys provoke: a wrong password (401), a number that is
// taken (422), an account the server no longer finds (404).
test.use({ allowedConsoleErrors: /the server responded with a status of (401|404|422)/ });

/** Every value the app keeps in localStorage, as one string to search for traces of the shopper. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join('\n'),
  );

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test('a shopper edits the profile and password, logs out leaving nothing behind, and signs in again', async ({
  page,
}) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await signIn(page, '/profile');
  await expect(page).toHaveURL('/profile');
  const first = page.getByLabel('First name');
  await expect(first).toHaveValue('Thandi');

  await first.fill('Thandeka');
  await page.getByLabel('Occupation (optional)').fill('Chef');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account updated' })).toBeVisible();
  // A reload shows what the server kept, not what the form still held.
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Thandeka');
  await expect(page.getByLabel('Occupation (optional)')).toHaveValue('Chef');

  await page.getByLabel('New password').fill('kitchen42');
  await page.getByLabel('Confirm password').fill('kitchen42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account update successful' })).toBeVisible();

  const drawer = await openMenu(page);
  await expect(drawer.getByText('Thandeka', { exact: false })).toBeVisible();
  const before = await storedText(page);
  expect(before).toContain(DEMO_LOGIN);
  await drawer.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();
  // Profile needs an account: logging out there goes home.
  await expect(page).toHaveURL('/');
  const after = await storedText(page);
  for (const trace of [DEMO_LOGIN, 'Thandeka', 'demo_', 'auth_token', 'Roodebloem'])
    expect(after, `"${trace}" left in localStorage`).not.toContain(trace);
  // The shop choice is not the shopper's: it stays.
  expect(after).toContain(SEA_POINT.name);

  await page.goto('/sign_in?return_to=%2Fprofile');
  await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill('kitchen42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/profile');
});

test('a shopper whose account the server no longer finds is signed out', async ({ page, backend }) => {
  await seedLocalStorage(page, await returningShopperStorage(backend.request, backend.url));
  await page.route('**/orders/incomplete', (route) =>
    route.fulfill({ status: 404, json: { status: 'error', messages: ['Not found'] } }),
  );
  await page.goto('/profile');
  await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await storedText(page)).not.toContain(DEMO_LOGIN);
  await expect(page.getByRole('heading', { name: 'Profile' })).toHaveCount(0);
});

test('the profile can be edited with the keyboard alone', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await signIn(page, '/profile');
  const last = page.getByLabel('Last name');
  await last.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  // Enter submits; the empty field is named and gets focus back.
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('Mahlangu');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Account updated' })).toBeVisible();
  await expect(last).toHaveValue('Mahlangu');
});

for (const locale of ['en', 'af', 'fr'] as const) {
  test(`the profile and its error states pass axe in ${locale}`, async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT, locale });
    await page.goto(`/sign_in?return_to=${encodeURIComponent('/profile')}`);
    await page.locator('input[name="username"]').fill(DEMO_LOGIN);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="password"]').press('Enter');
    await expect(page).toHaveURL('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoAxeViolations(page);

    const forms = page.locator('main form');
    await page.locator('input[autocomplete="given-name"]').fill('');
    await forms.nth(0).locator('button[type="submit"]').click();
    await expect(page.locator('input[autocomplete="given-name"]')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('input[name="new-password"]').fill('abc');
    await forms.nth(1).locator('button[type="submit"]').click();
    await expect(page.locator('input[name="new-password"]')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // A server message (the number belongs to someone else) as a form error.
    await page.locator('input[autocomplete="given-name"]').fill('Thandi');
    await page.locator('input[name="username"]').fill('0837654321');
    await forms.nth(0).locator('button[type="submit"]').click();
    await expect(forms.nth(0).getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
