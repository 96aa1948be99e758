import type { Page } from '@playwright/test';
import type { Outcome } from '../../tooling/fault-matrix-table';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts';
import { expect, type Backend } from '../fixtures';
import { seedOnce } from './storage';
import { offersToBuy } from './checkout';
import { placeOrderByApi, type PlacedOrder } from './honest-money';
import type { FaultDriver } from './fault-matrix';
import { returningShopperStorage } from '../../tooling/seed-shopper';

// What the order and payment fault-matrix tests (e2e/fault-matrix-orders-*.spec.ts) share.
// A write that can succeed only once (cancel, review, a payment) acts on an order placed for it
// through the supplier API, so each fault's step is the shopper's one step on a fresh order; the
// way back after a fault is the same step again on that same order, as the shopper would take it.

export interface Shopper {
  token: string;
  userId: number;
}

/** The shopper of one driver's test, and the order its steps act on now. */
export interface Run {
  backend: Backend;
  shopper: Shopper;
  order: PlacedOrder;
}

/** A signed-in demo shopper with a one-line basket, written once before the app boots. */
export async function signedIn(page: Page, backend: Backend): Promise<Shopper> {
  // A step that can never happen fails in good time and says which, rather than at the test's end.
  page.setDefaultTimeout(30_000);
  const entries = await returningShopperStorage(backend.request, backend.url);
  await seedOnce(page, entries);
  const { account } = (
    JSON.parse(entries['storefront.account']!) as {
      state: { account: { id: number; auth_token: string } };
    }
  ).state;
  return { token: account.auth_token, userId: account.id };
}

/** A new order at Sea Point (one offer, 2 of it) placed through the supplier API. */
export async function newOrder(
  run: Pick<Run, 'backend' | 'shopper'>,
  provider = 'CASH',
): Promise<PlacedOrder> {
  return placeOrderByApi(run.backend, run.shopper, await offersToBuy(run.backend, 1), provider);
}

export interface ApiOrder extends PlacedOrder {
  order_items: { name: string }[];
  open_transaction_id?: number | null;
}

export async function getJson<T>(run: Pick<Run, 'backend' | 'shopper'>, path: string): Promise<T> {
  const response = await run.backend.request.get(`${run.backend.url}/reference${path}`, {
    headers: { Authorization: `Bearer ${run.shopper.token}` },
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs in again on the sign-in page the app sent the shopper to; back where they were. */
export async function signInAgain(page: Page): Promise<void> {
  await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign_in/);
}

/**
 * Signs in again when the app has ended the session (a 401): it says so and goes to sign in, with
 * the way back to where the shopper was. The message can show before the sign-in page does.
 */
export async function signInIfAsked(page: Page, outcome: Outcome): Promise<void> {
  const ended = page.getByText('Your session has ended. Sign in again to carry on.');
  if (outcome !== 'sign_in' && !(await ended.first().isVisible())) return;
  await expect(page).toHaveURL(/\/sign_in/);
  await signInAgain(page);
}

/**
 * The way back after a fault on a write, on the same order: signing in again when asked, 'Try
 * again' when offered, and then the shopper's step again (`again`) unless it has worked meanwhile.
 */
export function sameStepAgain(
  works: (page: Page) => ReturnType<FaultDriver['works']>,
  again: (page: Page) => Promise<void>,
) {
  return async (page: Page, outcome: Outcome): Promise<void> => {
    await signInIfAsked(page, outcome);
    if (outcome === 'retry') await pressTryAgainIfThere(page);
    // What the screen settles on once the fault is gone: the step's result, or the step to take.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    if (!(await works(page).isVisible())) await again(page);
  };
}

/** 'Try again', unless the screen has meanwhile come back by itself (the query's own retry). */
export async function pressTryAgainIfThere(page: Page): Promise<void> {
  const tryAgain = page.getByRole('button', { name: 'Try again' }).first();
  if (await tryAgain.isVisible()) await tryAgain.click({ timeout: 5_000 }).catch(() => undefined);
}

export const orderHeading = (page: Page, reference: string) =>
  page.getByRole('heading', { level: 1, name: `Order ${reference}` });
