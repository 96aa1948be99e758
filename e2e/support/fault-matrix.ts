import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { FaultName } from '../../src/mocks/faults';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts';
import { expect, test, type Backend } from '../fixtures';
import { editDeployment } from './deployment';
import { FAULTS, faultRowsDir, type FaultRow, type Outcome } from '../../tooling/fault-matrix-table';
import { flushBasketWrites } from './storage';

// The fault matrix's runner: one test per operation drives it through every fault of the fake
// backend (src/mocks/faults.ts), as the shopper meets it, and writes a row per fault for
// docs/reliability.md (scripts/reliability.ts). Each fault is followed by its recovery: the fault
// clears, the shopper does what the screen offers, and the call's data must show.

/** How one operation is met by a shopper. */
export interface FaultDriver {
  /** The registry name (`catalog.listCategories`). */
  operation: string;
  /** Puts the page one shopper's step away from the call, with no fault on. */
  arrive(page: Page, backend: Backend): Promise<void>;
  /** The shopper's step that makes the call: opening a page, pressing a button. */
  call(page: Page): Promise<void>;
  /** Shows once the call has worked: its data on screen, or what its success leads to. */
  works(page: Page): Locator;
  /**
   * What the shopper sees when this call failed, where it is neither an error state with 'Try
   * again' nor an alert (a status line beside the button to press again, say).
   */
  failed?(page: Page): Locator;
  /**
   * A call no screen waits on (ads, the version check): when it fails nothing may be shown, and
   * the page around it must go on working.
   */
  background?: boolean;
  /**
   * The screen also learns the call's result another way (the pay screen's status checks): a
   * failed call's message or that result may come first, so either reads as 'settles'.
   */
  settlesByPolling?: boolean;
  /**
   * The shopper's way back once the fault has cleared, when it is not the usual one (Try again on
   * an error state, the same step again after a message, signing in again).
   */
  recover?(page: Page, outcome: Outcome): Promise<void>;
}

/** The app's timeout in the matrix (config `api.timeout_seconds`): what a hang costs. */
export const MATRIX_TIMEOUT_SECONDS = 3;

// Chromium reports every failed load on the console, and the router logs the error a loader threw
// before its error page shows it; the app must log nothing else (and throw nothing uncaught).
const NETWORK_NOISE = /Failed to load resource|net::ERR_|^console\.error: ApiError: /;

/**
 * What the app keeps for the shopper: the basket and the checkout's choices. The supplier's checkout
 * options (client_config) are the server's data, cached: loading them is a success's doing.
 */
const kept = async (page: Page) => {
  await flushBasketWrites(page);
  return page.evaluate(() => {
    const checkout = JSON.parse(localStorage.getItem('storefront.checkout') ?? 'null')?.state ?? null;
    if (checkout) delete checkout.client_config;
    return {
      basket: JSON.parse(localStorage.getItem('storefront.cart.v1') ?? 'null')?.state?.items ?? null,
      checkout,
    };
  });
};

async function setFault(backend: Backend, operation: string, fault: FaultName | 'none'): Promise<void> {
  const response = await backend.request.post(`${backend.url}/__fault`, { data: { operation, fault } });
  expect(response.ok(), `POST /__fault ${operation} ${fault}`).toBe(true);
}

const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' });
const signInForm = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
/** Said whenever the app ends a session on a 401, a moment before it moves to sign in. */
const sessionEnded = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Your session has ended. Sign in again to carry on.' });
const alertText = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** What the shopper saw with the fault on, and its words. */
async function outcomeOf(
  page: Page,
  driver: FaultDriver,
  fault: FaultName,
  settled = false,
): Promise<{ outcome: Outcome; messages: string[] }> {
  if (driver.background) {
    // Nothing waits on it: once the page is quiet, either its data came or nothing was said.
    await page.waitForLoadState('networkidle');
    if (await driver.works(page).isVisible()) return { outcome: 'works', messages: [] };
    return { outcome: 'quiet', messages: [] };
  }
  const works = driver.works(page);
  const notFound = page.getByRole('heading', { level: 1, name: /not found/i });
  const failed = driver.failed?.(page) ?? alertText(page);
  await expect(works.or(tryAgain(page)).or(alertText(page)).or(failed).or(notFound).first()).toBeVisible();
  // A 401 shows the screen's own error first; ending the session loads its code, then says so
  // (a 401 from a call that carried no token ends nothing, hence the bounded wait).
  const ended =
    fault === 'http_401' &&
    (await sessionEnded(page)
      .waitFor({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      ));
  // A session the server ended: the alert comes first, then the move to sign in.
  if (ended) {
    await expect(page).toHaveURL(/\/sign_in\?/);
    return { outcome: 'sign_in', messages: await messagesOn(page) };
  }
  if (await notFound.isVisible()) return { outcome: 'not_found', messages: [await notFound.innerText()] };
  // Before the alerts: a success can itself be an alert, and an earlier fault's may linger.
  if (await works.isVisible()) return { outcome: 'works', messages: [] };
  if (await tryAgain(page).first().isVisible()) return { outcome: 'retry', messages: await messagesOn(page) };
  if (await alertText(page).first().isVisible()) {
    const messages = await messagesOn(page);
    // An alert that went while it was read was a screen on its way somewhere: look again.
    if (messages.length > 0 || settled) return { outcome: 'message', messages };
    return outcomeOf(page, driver, fault, true);
  }
  if (await failed.first().isVisible())
    return { outcome: 'message', messages: [await failed.first().innerText()] };
  return { outcome: 'works', messages: [] };
}

/**
 * The error messages on screen, each once and each on its own (an error state's text is also
 * announced as an alert; two alerts may or may not be up together, so they are not joined).
 */
async function messagesOn(page: Page): Promise<string[]> {
  const texts = await page.locator('[role=alert] p, [role=alert]:not(:has(p))').allInnerTexts();
  const lines = texts.flatMap((text) => text.split('\n')).map((line) => line.trim());
  return [...new Set(lines.filter((line) => line && line !== 'Loading…' && line !== 'Try again'))];
}

/** The shopper's way back once the fault has cleared. */
async function recover(page: Page, driver: FaultDriver, outcome: Outcome): Promise<void> {
  if (driver.recover) await driver.recover(page, outcome);
  else if (outcome === 'sign_in') {
    await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await signInForm(page).click();
    // Back where the shopper was (return_to), the call is made again there.
    await expect(page).not.toHaveURL(/\/sign_in/);
    if (!(await driver.works(page).isVisible())) await driver.call(page);
  } else if (outcome === 'retry') await tryAgain(page).first().click();
  else await driver.call(page);
  await expect(driver.works(page)).toBeVisible();
}

/** Whether the page shows a screen (a heading and some text), not a blank or a stuck splash. */
async function expectAScreen(page: Page): Promise<void> {
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
}

/** Writes the row where scripts/reliability.ts reads it. */
function writeRow(testInfo: TestInfo, row: FaultRow): void {
  const dir = faultRowsDir(testInfo.project.outputDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${row.operation}--${row.fault}.json`), JSON.stringify(row));
}

/** Declares one test per driver: the operation through every fault, then working again. */
export function faultMatrix(drivers: readonly FaultDriver[]): void {
  test.use({ allowedConsoleErrors: NETWORK_NOISE });
  // Each operation's test has its own backend session and waits mostly on timeouts and retries,
  // not the CPU: they spread over every worker rather than queue behind their file.
  test.describe.configure({ mode: 'parallel' });
  for (const driver of drivers) {
    test(`${driver.operation} through every fault`, async ({ page, backend }, testInfo) => {
      // Thirteen faults, each a call and a recovery, on a machine that may be busy.
      test.setTimeout(240_000);
      await editDeployment(page, (config) => ({
        ...config,
        api: { ...(config.api as object), timeout_seconds: MATRIX_TIMEOUT_SECONDS },
      }));
      // A step that cannot happen (a button gone) fails in seconds, not at the test's timeout.
      page.setDefaultTimeout(30_000);
      // No load restores the kept query cache: whether its last save landed before a fault's
      // reload is a matter of timing, and the table must not be. What a kept cache shows when the
      // API fails is e2e/offline-first.spec.ts's (and e2e/nginx/offline.spec.ts's) to check.
      await page.addInitScript(() => localStorage.removeItem('storefront.saved-queries'));
      await driver.arrive(page, backend);
      await expect(driver.works(page)).toBeVisible();
      for (const fault of FAULTS) {
        await test.step(fault, async () => {
          const before = await kept(page);
          await setFault(backend, driver.operation, fault);
          await driver.call(page);
          const seen = await outcomeOf(page, driver, fault);
          const either = driver.settlesByPolling && (seen.outcome === 'works' || seen.outcome === 'message');
          const { outcome, messages } = either ? { outcome: 'settles' as const, messages: [] } : seen;
          await expectAScreen(page);
          await setFault(backend, driver.operation, 'none');
          let failure: unknown = null;
          await recover(page, driver, seen.outcome).catch((error: unknown) => (failure = error));
          const after = await kept(page);
          const row: FaultRow = {
            operation: driver.operation,
            fault,
            outcome,
            messages,
            kept: JSON.stringify(after) === JSON.stringify(before),
            recovered: failure === null,
          };
          writeRow(testInfo, row);
          if (failure) throw failure;
          expect(after, 'basket and checkout after the fault').toEqual(before);
        });
      }
    });
  }
}
