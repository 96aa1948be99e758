import type { Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts';
import { expect } from '../fixtures';

/** Signs the demo shopper in through the sign-in page, as a shopper would. */
export async function signIn(page: Page, returnTo?: string): Promise<void> {
  if (!page.url().includes('/sign_in')) {
    await page.goto(returnTo ? `/sign_in?return_to=${encodeURIComponent(returnTo)}` : '/sign_in');
  }
  await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed in' })).toBeVisible();
}
