import type { Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts';
import { expect } from '../fixtures';
import { flushBasketWrites } from './storage';

// What the checkout's fault-matrix tests (e2e/fault-matrix-checkout-*.spec.ts) share.

export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The basket and checkout as stored (raw), to put back what a success legitimately changes. */
export interface Stored {
  cart: string | null;
  checkout: string | null;
}
export async function stored(page: Page): Promise<Stored> {
  await flushBasketWrites(page);
  return page.evaluate(() => ({
    cart: localStorage.getItem('storefront.cart.v1'),
    checkout: localStorage.getItem('storefront.checkout'),
  }));
}

/**
 * Puts the stored basket and checkout back as they were (the next page load reads them), and
 * forgets the checkout this device placed and its Place order attempt (kept after a success, for
 * other tabs), so the next Place order is a new checkout's with a new idempotency key.
 */
export async function putBack(page: Page, state: Stored): Promise<void> {
  // A basket write still held would otherwise land on top of what is put back.
  await flushBasketWrites(page);
  await page.evaluate((value) => {
    const put = (key: string, text: string | null) =>
      text === null ? localStorage.removeItem(key) : localStorage.setItem(key, text);
    put('storefront.cart.v1', value.cart);
    put('storefront.checkout', value.checkout);
    const marks = JSON.parse(localStorage.getItem('storefront.checkout.marks') ?? '{}') as Record<
      string,
      unknown
    >;
    delete marks.placed;
    delete marks.attempt;
    localStorage.setItem('storefront.checkout.marks', JSON.stringify(marks));
  }, state);
}

/**
 * Signs in again when the app has sent the shopper to sign in: a 401 pushes 'Your session has
 * ended' a moment before it navigates there, so the runner may have read the alert as the outcome.
 */
export async function signInIfAsked(page: Page): Promise<string | null> {
  const ended = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
  if (await ended.isVisible()) await page.waitForURL(/\/sign_in/, { timeout: 10_000 });
  const at = page.url();
  if (!at.includes('/sign_in')) return null;
  await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign_in/);
  return at;
}
