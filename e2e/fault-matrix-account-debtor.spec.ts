import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API, backendUrlOf, expect, test } from './fixtures';
import { seedOnce } from './support/storage';
import { faultMatrix, MATRIX_TIMEOUT_SECONDS, type FaultDriver } from './support/fault-matrix';
import { freshNumber, next, settledSignedIn, status } from './support/fault-matrix-account';
import { returningShopperStorage } from '../tooling/seed-shopper';

// The debtor cards' call (market deployment) through every fault of the fake backend
// (e2e/support/fault-matrix.ts).

// An action that cannot find its element fails in 20 s rather than at the test's 4-minute end.
test.use({ actionTimeout: 20_000 });

const VALID_ID = '8001015009087';

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
