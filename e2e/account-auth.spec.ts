import type { Page } from '@playwright/test';
import { DEMO_LOGIN } from '../src/mocks/db/seed/accounts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';

// Register, sign out, sign in again and reset a password, as a shopper does it, against the
// production build and the fake backend. Each run registers new numbers: the backend keeps state.

// Wrong passwords (401) and wrong codes (422) are provoked on purpose; the browser logs each answer.
test.use({ allowedConsoleErrors: /the server responded with a status of (401|422)/ });

const freshNumber = () => `083${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const submit = (page: Page) => page.locator('main form button[type="submit"]').first();

async function register(page: Page, phone: string, password: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('Lindiwe');
  await page.getByLabel('Last name').fill('Dlamini');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(status(page, 'Signed up')).toBeVisible();
}

/** A new shopper registers (with a fresh number, returned) and logs out through the menu. */
async function registerThenLogOut(page: Page, password: string): Promise<string> {
  const phone = freshNumber();
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/register');
  await register(page, phone, password);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  return phone;
}

/** Asks for a reset code and returns the one the fake backend hands back in place of an SMS. */
async function requestCode(page: Page, phone: string): Promise<string> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/forgot_password'));
  await page.locator('input[name="username"]').fill(phone);
  await submit(page).click();
  const body = (await (await answer).json()) as { demo_code?: string };
  expect(body.demo_code).toMatch(/^\d{6}$/);
  return body.demo_code!;
}

test('a new shopper registers through both tabs, signs out and signs in again with return_to', async ({
  page,
}) => {
  const phone = freshNumber();
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/register?return_to=%2Forders');
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('A mobile phone number is required')).toBeVisible();
  await register(page, `+27 ${phone.slice(1, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`, 'lindiwe-1');
  await expect(page).toHaveURL('/orders');

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByText('Lindiwe')).toBeVisible();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(status(page, 'Signed out')).toBeVisible();

  await page.goto('/sign_in?return_to=%2Fprofile');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login or password');
  await page.getByLabel('Password').fill('lindiwe-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(status(page, 'Signed in')).toBeVisible();
  await expect(page).toHaveURL('/profile');
});

test('a shopper resets a forgotten password with the code and signs in with the new one', async ({
  page,
}) => {
  const phone = await registerThenLogOut(page, 'first-pass');

  await page.goto('/sign_in?return_to=%2Forders');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  const code = await requestCode(page, phone);
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeFocused();
  await page.getByLabel('Code from the SMS').fill(code === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired code');
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Check code' }).click();
  await page.getByLabel('New password').fill('second-pass');
  await page.getByLabel('Confirm password').fill('second-pass');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(status(page, 'Password changed. Signed in')).toBeVisible();
  await expect(page).toHaveURL('/orders');

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/sign_in');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password').fill('second-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(status(page, 'Signed in')).toBeVisible();
});

test('the register form can be completed with the keyboard alone', async ({ page }) => {
  const phone = freshNumber();
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/register');
  const phoneField = page.getByLabel('Mobile number');
  for (let i = 0; i < 30 && !(await phoneField.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(phoneField).toBeFocused();
  await page.keyboard.type(phone);
  await page.keyboard.press('Tab');
  await page.keyboard.type('keys-only');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keys-only');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Sipho');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ndlovu');
  await expect(page.getByLabel('Last name')).toHaveValue('Ndlovu');
  const terms = page.getByLabel('I accept the terms and conditions');
  for (let i = 0; i < 10 && !(await terms.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const finish = page.getByRole('button', { name: 'Finish' });
  for (let i = 0; i < 5 && !(await finish.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(status(page, 'Signed up')).toBeVisible();
});

/** Presses Tab until `target` has focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 30): Promise<void> {
  for (let i = 0; i < limit && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a password reset and signing in work with the keyboard alone', async ({ page }) => {
  const phone = await registerThenLogOut(page, 'first-pass');

  await page.goto('/sign_in');
  await tabTo(page, page.getByRole('link', { name: 'Forgot your password?' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Mobile number'));
  const answer = page.waitForResponse((r) => r.url().endsWith('/forgot_password'));
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  const { demo_code: code } = (await (await answer).json()) as { demo_code: string };
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeFocused();
  await tabTo(page, page.getByLabel('Code from the SMS'));
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('New password'));
  await page.keyboard.type('third-pass');
  await page.keyboard.press('Tab');
  await page.keyboard.type('third-pass');
  await page.keyboard.press('Enter');
  await expect(status(page, 'Password changed. Signed in')).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/sign_in');
  await tabTo(page, page.getByLabel('Mobile number'));
  await page.keyboard.type(phone);
  await page.keyboard.press('Tab');
  await page.keyboard.type('third-pass');
  await page.keyboard.press('Enter');
  await expect(status(page, 'Signed in')).toBeVisible();
});

for (const locale of ['en', 'af', 'fr'] as const) {
  test(`sign in, register and reset screens and their errors pass axe in ${locale}`, async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT, locale });
    await page.goto('/sign_in');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoAxeViolations(page);
    await submit(page).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.goto('/register');
    await submit(page).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.locator('input[name="username"]').fill('0835550199');
    await page.locator('input[name="new-password"]').fill('secret1');
    await page.locator('input[name="confirm-password"]').fill('secret1');
    await page.getByRole('tab').nth(1).click();
    await submit(page).click();
    await expect(page.locator('[role="tabpanel"]:not([hidden]) [aria-invalid="true"]')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.goto('/sign_in?reset=1');
    await submit(page).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
    const code = await requestCode(page, DEMO_LOGIN);
    await page.locator('input[name="one-time-code"]').fill(code === '123456' ? '654321' : '123456');
    await submit(page).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('input[name="one-time-code"]').fill(code);
    await submit(page).click();
    await expect(page.locator('input[name="new-password"]')).toBeVisible();
    await submit(page).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}
