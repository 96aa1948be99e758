import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Opens `route` and resolves once the app has taken in the answer of the shell's check matching
 * `answer` (open orders, the history). What the check has to say waits for the next page
 * (decision 022), so a test moves on only after this: the answer read, and the page given
 * two frames to render it.
 */
export async function openAndLetCheckAnswer(page: Page, route: string, answer: RegExp): Promise<void> {
  const answered = page.waitForResponse((candidate) => answer.test(candidate.url()));
  await page.goto(route);
  const response = await answered;
  expect(response.ok()).toBe(true);
  await response.finished();
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The shell's open-orders check (`/users/{id}/orders/incomplete`). */
export const OPEN_ORDERS_CHECK = /\/users\/\d+\/orders\/incomplete/;
/** The first page of the order history, which the review prompt reads. */
export const HISTORY_CHECK = /\/users\/\d+\/orders\?/;
