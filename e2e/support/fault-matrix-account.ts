import type { Locator, Page } from '@playwright/test';
import { expect, type Backend } from '../fixtures';
import { seedOnce } from './storage';
import { returningShopperStorage } from '../../tooling/seed-shopper';

// What the account's fault-matrix tests (e2e/fault-matrix-account-*.spec.ts) share.

export const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

let serial = 0;
/** A number no earlier call of this run used (fresh values, fresh mobile numbers). */
export const next = () => (serial += 1);
export const freshNumber = () => `083${String((Date.now() + next() * 7919) % 10_000_000).padStart(7, '0')}`;

/** The returning shopper's storage (Sea Point, one basket line), signed in or not. */
export async function shopper(page: Page, backend: Backend, signedIn: boolean): Promise<void> {
  const entries = await returningShopperStorage(backend.request, backend.url);
  if (!signedIn) delete entries['storefront.account'];
  await seedOnce(page, entries);
}

/**
 * As `settled` (e2e/fault-matrix-account-sign-in.spec.ts), for a signed-in shopper, whose session a
 * 401 ends: the app says so in an alert and then moves to sign in. Waiting for the sign-in page (or
 * the screen's own message) keeps the runner from reading that alert, shown a moment before the
 * move, as the screen's message.
 */
export async function settledSignedIn(page: Page, works: Locator, message?: Locator): Promise<void> {
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
