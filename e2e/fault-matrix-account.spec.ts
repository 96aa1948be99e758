import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  API,
  backendUrlOf,
  DEMO_LOGIN,
  DEMO_PASSWORD,
  expect,
  test,
  type Backend,
  seedOnce,
} from './fixtures';
import { faultMatrix, MATRIX_TIMEOUT_SECONDS, type FaultDriver } from './support/fault-matrix';
import { returningShopperStorage } from './support/seed-shopper';

// The account's calls through every fault of the fake backend (e2e/support/fault-matrix.ts):
// signing in and up, the password reset, the profile, the address book and debtor cards.

// An action that cannot find its element fails in 20 s rather than at the test's 4-minute end.
test.use({ actionTimeout: 20_000 });

const SEEDED_ADDRESS = '12 Roodebloem Road, Woodstock, Cape Town, 7925';
const BREE = '12 Bree Street, Cape Town City Centre, Cape Town, 8001';
const VALID_ID = '8001015009087';

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

let serial = 0;
/** A number no earlier call of this run used (fresh values, fresh mobile numbers). */
const next = () => (serial += 1);
const freshNumber = () => `083${String((Date.now() + next() * 7919) % 10_000_000).padStart(7, '0')}`;

/** The returning shopper's storage (Sea Point, one basket line), signed in or not. */
async function shopper(page: Page, backend: Backend, signedIn: boolean): Promise<void> {
  const entries = await returningShopperStorage(backend.request, backend.url);
  if (!signedIn) delete entries['storefront.account'];
  await seedOnce(page, entries);
}

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

/**
 * As `settled`, for a signed-in shopper, whose session a 401 ends: the app says so in an alert and
 * then moves to sign in. Waiting for the sign-in page (or the screen's own message) keeps the runner
 * from reading that alert, shown a moment before the move, as the screen's message.
 */
async function settledSignedIn(page: Page, works: Locator, message?: Locator): Promise<void> {
  const signInPage = page.getByRole('heading', { level: 1, name: 'Sign in' });
  const own = message ?? page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ });
  const ended = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
  await expect(works.or(own).or(signInPage).or(ended).first()).toBeVisible();
  // A query's error state can render a moment before the session's end is announced: let the
  // app's pending updates (timers, frames) run before deciding which it was.
  await page.evaluate(
    () => new Promise((done) => setTimeout(() => requestAnimationFrame(() => setTimeout(done, 50)), 50)),
  );
  // The app says the session ended before its form shows the refusal: the move is on its way.
  if (await ended.isVisible()) {
    await expect(page).toHaveURL(/\/sign_in/);
    await expect(signInPage).toBeVisible();
  }
}

// ---- sign in, sign up, password reset -----------------------------------------------------------

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

// ---- profile, address book ----------------------------------------------------------------------

const profileWorks = (page: Page) => status(page, 'Account updated');

/** A new occupation each time, so there is always a change to save. */
async function updateCall(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByLabel('Occupation (optional)').fill(`Chef ${next()}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await settledSignedIn(page, profileWorks(page));
}

const addressListWorks = (page: Page) =>
  page.getByRole('list', { name: 'Saved addresses' }).getByText(SEEDED_ADDRESS);

const addressSavedWorks = (page: Page) => status(page, 'Address saved');

/**
 * Adds Bree Street with the picker. After a failed save the picker is still open with the same
 * choice: Save again is the shopper's retry, sent with the same idempotency key, so an address the
 * server did keep is not stored twice.
 */
async function createAddressCall(page: Page): Promise<void> {
  const save = page.getByRole('button', { name: 'Save address' });
  if (await save.isVisible()) await save.click();
  else {
    await page.goto('/address_management');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('searchbox', { name: 'Search for your address' }).fill('bree');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: BREE, exact: true }).click();
    await save.click();
  }
  await settledSignedIn(page, addressSavedWorks(page));
}

/** The demo shopper's id and a token of their own, from the supplier API (no browser involved). */
async function demoSession(page: Page, dataset: 'reference' | 'market') {
  const response = await page.request.post(
    `${backendUrlOf(page)}/${dataset}/api/v1/account/customer/sign_in`,
    { data: { login: DEMO_LOGIN, password: DEMO_PASSWORD } },
  );
  expect(response.ok(), 'API sign in').toBe(true);
  const { account } = (await response.json()) as { account: { id: number; auth_token: string } };
  return account;
}

const addressDeletedWorks = (page: Page) => status(page, 'Address deleted');

/**
 * Deletes an address made for it: each call saves a new one through the API, opens the book and
 * deletes that one with its confirmation.
 */
async function deleteAddressCall(page: Page): Promise<void> {
  const { id, auth_token: token } = await demoSession(page, 'reference');
  const formatted = `${next()} Fault Lane, Woodstock, Cape Town, 7925`;
  const created = await page.request.post(`${backendUrlOf(page)}/reference/api/v1/users/${id}/addresses`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `matrix-${formatted}` },
    data: { address: { formatted, latitude: -33.927, longitude: 18.448 } },
  });
  expect(created.ok(), 'API address create').toBe(true);
  await page.goto('/address_management');
  await page.getByRole('button', { name: `Delete ${formatted}` }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
  // Its failure is said in an alert at the foot of the screen, not in the book.
  const failed = page.getByRole('alert').filter({ hasText: 'The address could not be deleted' });
  await settledSignedIn(page, addressDeletedWorks(page), failed);
}

// ---- debtor cards (market deployment) -----------------------------------------------------------

/** The market deployment with the matrix's timeout, served in place of the reference one. */
async function marketDeployment(page: Page): Promise<void> {
  const market = JSON.parse(
    readFileSync('deployments/market-demo.json', 'utf8').replaceAll('https://api.fake-supplier.test', API),
  ) as { api: Record<string, unknown> };
  const url = backendUrlOf(page);
  const config = {
    ...market,
    fake_backend: false,
    api: { ...market.api, timeout_seconds: MATRIX_TIMEOUT_SECONDS },
  };
  const json = JSON.parse(JSON.stringify(config).replaceAll(`${API}/`, `${url}/`)) as object;
  await page.route('**/config.json', (route) => route.fulfill({ json }));
}

const khaya = (page: Page) => ({
  id: 21,
  name: 'Khaya Fresh Market',
  api_endpoint: `${backendUrlOf(page)}/market/s/khaya-fresh`,
});

/**
 * A new shopper registered for debtor cards, through the supplier API: a shopper can hold one card
 * per supplier and the market has six, fewer than the matrix's successful requests.
 */
async function newDebtor(page: Page): Promise<string> {
  const base = `${backendUrlOf(page)}/market/api/v1`;
  const signUp = await page.request.post(`${base}/account/customer/sign_up`, {
    headers: { 'Idempotency-Key': `matrix-debtor-${next()}-${Date.now()}` },
    data: {
      login: freshNumber(),
      password: 'matrix-1',
      first_name: 'Sipho',
      last_name: 'Ndlovu',
      profile: { terms: true },
    },
  });
  expect(signUp.ok(), 'API sign up').toBe(true);
  const { account } = (await signUp.json()) as { account: { id: number; auth_token: string } };
  const registered = await page.request.patch(`${base}/account/customer/${account.id}/update`, {
    headers: { Authorization: `Bearer ${account.auth_token}` },
    data: { account: { id_number: VALID_ID, business_address_1: '1 Main Road, Philippi, Cape Town' } },
  });
  expect(registered.ok(), 'API debtor registration').toBe(true);
  const { account: updated } = (await registered.json()) as { account: object };
  return JSON.stringify({ state: { account: updated, token: account.auth_token }, version: 1 });
}

const cardRequestedWorks = (page: Page) => status(page, 'Debtorcard requested');

/**
 * Requests a card from the first branch offered. After a failed request the branch is still chosen:
 * Request again is the shopper's retry, with the same idempotency key. Otherwise the tab becomes a
 * new registered debtor (as if they had signed in) with every branch still to ask.
 */
async function newDebtorCardCall(page: Page): Promise<void> {
  const request = page.getByRole('button', { name: 'Request a debtor card' });
  const chosen = page.locator('.debtor-branches input[type="radio"]:checked');
  if ((await request.isVisible()) && (await chosen.count()) > 0) {
    await request.click();
    return settledSignedIn(page, cardRequestedWorks(page));
  }
  const stored = await newDebtor(page);
  await page.evaluate((value) => localStorage.setItem('storefront.account', value), stored);
  await page.goto('/debtorcards');
  await page.getByRole('group', { name: 'Choose a branch' }).getByRole('radio').first().check();
  await request.click();
  await settledSignedIn(page, cardRequestedWorks(page));
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
  {
    operation: 'account.update',
    arrive: async (page, backend) => {
      await shopper(page, backend, true);
      await updateCall(page);
    },
    call: updateCall,
    works: profileWorks,
  },
  {
    operation: 'account.listAddresses',
    arrive: async (page, backend) => {
      await shopper(page, backend, true);
      await page.goto('/address_management');
    },
    call: async (page) => {
      await page.goto('/address_management');
      await settledSignedIn(page, addressListWorks(page));
    },
    works: addressListWorks,
  },
  {
    operation: 'account.createAddress',
    arrive: async (page, backend) => {
      await shopper(page, backend, true);
      await createAddressCall(page);
    },
    call: createAddressCall,
    works: addressSavedWorks,
  },
  {
    operation: 'account.deleteAddress',
    arrive: async (page, backend) => {
      await shopper(page, backend, true);
      await page.goto('/address_management');
      await deleteAddressCall(page);
    },
    call: deleteAddressCall,
    works: addressDeletedWorks,
  },
  {
    operation: 'account.newDebtorCard',
    arrive: async (page, backend) => {
      await marketDeployment(page);
      // Signed out: each call signs a new debtor in (newDebtorCardCall).
      const entries = await returningShopperStorage(backend.request, backend.url);
      delete entries['storefront.account'];
      entries['storefront.suppliers'] = JSON.stringify({ state: { selected: khaya(page) }, version: 1 });
      await seedOnce(page, entries);
      await page.goto('/');
      await newDebtorCardCall(page);
    },
    call: newDebtorCardCall,
    works: cardRequestedWorks,
    // Signing in again as the demo shopper would find its cards already asked for: a new debtor
    // asks instead, as after any other failure.
    recover: async (page, outcome) => {
      if (outcome === 'retry') await page.getByRole('button', { name: 'Try again' }).first().click();
      else await newDebtorCardCall(page);
    },
  },
];

faultMatrix(drivers);
