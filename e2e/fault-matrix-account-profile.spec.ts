import type { Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts';
import { backendUrlOf, expect, test } from './fixtures';
import { faultMatrix, type FaultDriver } from './support/fault-matrix';
import { next, settledSignedIn, shopper, status } from './support/fault-matrix-account';

// The profile's and the address book's calls through every fault of the fake backend
// (e2e/support/fault-matrix.ts).

// An action that cannot find its element fails in 20 s rather than at the test's 4-minute end.
test.use({ actionTimeout: 20_000 });

const SEEDED_ADDRESS = '12 Roodebloem Road, Woodstock, Cape Town, 7925';
const BREE = '12 Bree Street, Cape Town City Centre, Cape Town, 8001';

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

const drivers: FaultDriver[] = [
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
];

faultMatrix(drivers);
