import type { Locator, Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts';
import { expect, test } from './fixtures';
import { faultMatrix, type FaultDriver } from './support/fault-matrix';
import { freshNumber, shopper, status } from './support/fault-matrix-account';

// The account's calls for signing in and up and the password reset through every fault of the fake
// backend (e2e/support/fault-matrix.ts).

// An action that cannot find its element fails in 20 s rather than at the test's 4-minute end.
test.use({ actionTimeout: 20_000 });

/**
 * The tab signed out before a signed-out step: the stored session goes (as a logout leaves it; the
 * basket stays) and the next page load starts without it.
 */
async function signedOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('storefront.account'));
}

/**
 * Waits for the answer to show: the call's success or a message on the screen. The sign-in and
 * reset screens are at /sign_in, which the runner reads as "sent to sign in" as soon as its Sign in
 * button shows, so their calls wait until the shopper has seen how it went.
 */
async function settled(page: Page, works: Locator): Promise<void> {
  await expect(
    works.or(page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ })).first(),
  ).toBeVisible();
}

const signedInWorks = (page: Page) => page.getByRole('heading', { level: 1, name: 'Profile' });

async function signInCall(page: Page): Promise<void> {
  await signedOut(page);
  await page.goto('/sign_in?return_to=%2Fprofile');
  await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await settled(page, signedInWorks(page));
}

const signedUpWorks = (page: Page) => status(page, 'Signed up');

/**
 * Registers a new shopper (a fresh number) through both tabs. After a failed Finish the form is
 * still there with the same answers: Finish again is the shopper's retry, and the app sends it with
 * the same idempotency key (useCreateMutation), so a sign-up the server did apply is answered again
 * rather than refused as a number already taken.
 */
async function signUpCall(page: Page): Promise<void> {
  const finish = page.getByRole('button', { name: 'Finish' });
  if (await finish.isVisible()) {
    await finish.click();
  } else {
    await signedOut(page);
    await page.goto('/register');
    await page.getByLabel('Mobile number').fill(freshNumber());
    await page.getByLabel('Password', { exact: true }).fill('matrix-1');
    await page.getByLabel('Confirm password').fill('matrix-1');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('First name').fill('Lindiwe');
    await page.getByLabel('Last name').fill('Dlamini');
    await page.getByLabel('I accept the terms and conditions').check();
    await finish.click();
  }
  await settled(page, signedUpWorks(page));
}

/** Opens the reset at its first step and asks for a code for the demo shopper. */
async function sendResetCode(page: Page): Promise<void> {
  await signedOut(page);
  await page.goto('/sign_in?reset=1');
  await page.locator('input[name="username"]').fill(DEMO_LOGIN);
  await page.getByRole('button', { name: 'Send code' }).click();
}

const codeStepWorks = (page: Page) => page.getByRole('heading', { level: 2, name: 'Enter the code' });

async function forgotPasswordCall(page: Page): Promise<void> {
  await sendResetCode(page);
  await settled(page, codeStepWorks(page));
}

const passwordStepWorks = (page: Page) => page.getByLabel('New password');

/** A new code each time: a code allows a few attempts only, and the matrix checks one many times. */
async function checkCode(page: Page): Promise<void> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/forgot_password'));
  await sendResetCode(page);
  // No SMS in the fake backend: it hands the code back as `demo_code`.
  const { demo_code: code } = (await (await answer).json()) as { demo_code: string };
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Check code' }).click();
}

async function validateTokenCall(page: Page): Promise<void> {
  await checkCode(page);
  await settled(page, passwordStepWorks(page));
}

const resetWorks = (page: Page) => status(page, 'Password changed. Signed in');

/**
 * The whole reset each time: a reset the server applied used its token, so the same step again
 * would rightly be refused. The new password is the demo one, so signing in again still works.
 */
async function resetPasswordCall(page: Page): Promise<void> {
  await checkCode(page);
  await expect(passwordStepWorks(page)).toBeVisible();
  await page.getByLabel('New password').fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await settled(page, resetWorks(page));
}

const drivers: FaultDriver[] = [
  {
    operation: 'account.signIn',
    arrive: async (page, backend) => {
      await shopper(page, backend, false);
      await page.goto('/');
      await signInCall(page);
    },
    call: signInCall,
    works: signedInWorks,
    // A 401 here is a wrong password, not a session that ended: the shopper's way back is the
    // form again.
    recover: signInCall,
  },
  {
    operation: 'account.signUp',
    arrive: async (page, backend) => {
      await shopper(page, backend, false);
      await page.goto('/');
      await signUpCall(page);
    },
    call: signUpCall,
    works: signedUpWorks,
  },
  {
    operation: 'account.forgotPassword',
    arrive: async (page, backend) => {
      await shopper(page, backend, false);
      await page.goto('/');
      await forgotPasswordCall(page);
    },
    call: forgotPasswordCall,
    works: codeStepWorks,
    // The way back is the step again, not signing in.
    recover: forgotPasswordCall,
  },
  {
    operation: 'account.validateToken',
    arrive: async (page, backend) => {
      await shopper(page, backend, false);
      await page.goto('/');
      await validateTokenCall(page);
    },
    call: validateTokenCall,
    works: passwordStepWorks,
    // The way back is the step again, not signing in.
    recover: validateTokenCall,
  },
  {
    operation: 'account.resetPassword',
    arrive: async (page, backend) => {
      await shopper(page, backend, false);
      await page.goto('/');
      await resetPasswordCall(page);
    },
    call: resetPasswordCall,
    works: resetWorks,
    // The way back is the step again, not signing in.
    recover: resetPasswordCall,
  },
];

faultMatrix(drivers);
