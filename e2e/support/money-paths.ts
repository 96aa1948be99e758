import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test, type Backend } from '../fixtures';
import { offersToBuy, orderCount, shopperWithBasket } from './checkout';
import { toPayment } from './checkout-steps';
import type { DatasetName } from '../../src/mocks/db/seed/types';
import { moneyPathsDir, type MoneyPath } from '../../tooling/money-paths-table';

// Each money-path test writes down what it proved: for one payment method and one race, what the
// shopper saw and how many orders and charges the supplier ended with, counted through the order
// history. scripts/money-paths.ts turns the rows into the table in docs/payments.md, and `npm test`
// fails when the table and the last run disagree.

export function recordMoneyPath(testInfo: TestInfo, row: MoneyPath): void {
  const dir = moneyPathsDir(testInfo.project.outputDir);
  mkdirSync(dir, { recursive: true });
  const slug = `${row.method}--${row.race}`.replace(/[^a-z0-9-]+/gi, '-');
  writeFileSync(join(dir, `${slug}.json`), `${JSON.stringify(row, null, 2)}\n`);
}

interface HistoryOrder {
  id: number;
  provider: string | null;
  total_in_cents: number;
  payment_status: string;
  order_events: { name: string }[];
}

/** The shopper whose orders are counted, in the reference dataset unless it names another. */
export interface CountedShopper {
  token: string;
  userId: number;
  dataset?: DatasetName;
}

/**
 * A debtor card's balance before the test and now: the card pays when the order is placed and
 * leaves no payment event, so what left the card is its charges.
 */
export interface CardBalances {
  before: number;
  after: number;
}

/** The shopper's orders in the order history, newest id first. */
async function historyOf(backend: Backend, shopper: CountedShopper): Promise<HistoryOrder[]> {
  const response = await backend.request.get(
    `${backend.url}/${shopper.dataset ?? 'reference'}/api/v1/users/${shopper.userId}/orders?page=1&per_page=100`,
    { headers: { Authorization: `Bearer ${shopper.token}` } },
  );
  const { orders } = (await response.json()) as { orders: HistoryOrder[] };
  return [...orders].sort((a, b) => b.id - a.id);
}

/**
 * The debits of a debtor card in order totals: what the card holds less than before, over the new
 * debtor-card order's total (money given back to the card, as on a cancel, is no charge). Not a
 * whole number when the card moved by something other than whole orders.
 */
function cardDebits(made: readonly HistoryOrder[], card: CardBalances): number {
  const spent = card.before - card.after;
  if (spent === 0) return 0;
  const order = made.find((o) => o.provider?.toUpperCase() === 'DEBTORCARD');
  return order && order.total_in_cents > 0 ? spent / order.total_in_cents : Number.NaN;
}

/**
 * The shopper's orders at the supplier and the charges on them (each payment the supplier
 * received is one `payment_received` event; a debtor card's are its debits, from `card`), as the
 * order history answers them.
 */
export async function ordersAndCharges(
  backend: Backend,
  shopper: CountedShopper,
  before: number,
  card?: CardBalances,
): Promise<{ orders: number; charges: number; statuses: string[] }> {
  const orders = await historyOf(backend, shopper);
  // The history sorts by date, and seeded orders may be dated after today: the new ones are the
  // highest ids, as many as the history grew by.
  const made = orders.slice(0, orders.length - before);
  const received = made
    .flatMap((order) => order.order_events)
    .filter((event) => event.name === 'payment_received').length;
  const charges = received + (card ? cardDebits(made, card) : 0);
  return { orders: made.length, charges, statuses: made.map((order) => order.payment_status) };
}

/**
 * Counts the orders and charges through the order history, expects what the test says (a charged
 * order is paid, never overpaid), and writes the test's row of the table.
 */
export async function proveMoneyPath(
  backend: Backend,
  shopper: CountedShopper,
  before: number,
  row: MoneyPath,
  card?: CardBalances,
): Promise<void> {
  const result = await ordersAndCharges(backend, shopper, before, card);
  expect(result).toMatchObject({ orders: row.orders, charges: row.charges });
  if (row.charges > 0) expect(result.statuses).toEqual(['paid']);
  recordMoneyPath(test.info(), row);
}

// --- Walking a shopper to the money step, as the money-path specs do. ---

export const GATEWAY = 'Card or instant EFT (secure payment page)';
export const CARD = 'Credit or debit card';
export const WALLET = 'Mobile wallet app, pay now';
export const OPEN_PAYMENT = 'A payment is already open for this order: finish it, or cancel it first.';

/** What the two-tab rows say the shopper sees. */
export const SAME_ORDER_IN_BOTH =
  "one tab the outro; the other that same order ('already placed in another of your tabs')";

/**
 * After both presses: A on the outro, and B on that same order: taken there and told why once, or,
 * when A's ending reached B's storage a moment late, the outro of that same order (same key).
 */
export async function expectSameOrderInBoth(tabA: Page, tabB: Page) {
  await expect(tabA).toHaveURL(/\/complete\/\d+$/);
  await expect(accepted(tabA)).toBeVisible();
  await expect(tabB).toHaveURL(/\/(orders|complete)\/\d+$/);
  expect(orderIdOf(tabB)).toBe(orderIdOf(tabA));
  if (/\/orders\//.test(tabB.url()))
    await expect(tabB.getByText('already placed in another of your tabs')).toHaveCount(1);
}

/**
 * Place order pressed in tab A and then in tab B while A's request is open. A's request is held at
 * the network until B has pressed, so a busy machine cannot turn the race into two presses in turn.
 */
export async function pressPlaceOrderInBoth(tabA: Page, tabB: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await tabA.route(
    '**/api/v1/orders/register',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  const sent = tabA.waitForRequest('**/api/v1/orders/register');
  await tabA.getByRole('button', { name: 'Place order' }).click();
  await sent;
  await tabB.getByRole('button', { name: 'Place order' }).click();
  release();
}

/** Two offers in the basket, signed in, the checkout walked to its payment step. */
export async function atPayment(page: Page, backend: Backend) {
  const [a, b] = await offersToBuy(backend, 2);
  const shopper = await shopperWithBasket(page, backend, [
    { offer: a!, qty: 1 },
    { offer: b!, qty: 1 },
  ]);
  const before = await orderCount(backend, shopper);
  await toPayment(page);
  return { shopper, before };
}

export async function placeWith(page: Page, option: string) {
  await page.getByRole('radio', { name: option }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
}

export async function payCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay R/ }).click();
}

/**
 * Presses Place order; the supplier takes the order (and any debit), and the page is reloaded
 * before its answer arrives. Resolves back on the payment step.
 */
export async function reloadWhilePlacing(page: Page) {
  let taken!: () => void;
  const placed = new Promise<void>((resolve) => (taken = resolve));
  await page.route(
    '**/api/v1/orders/register',
    async (route) => {
      await route.fetch();
      taken();
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  await placed;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

/** The supplier answers the next Place order with 401 (the session is over) and makes no order. */
export async function endSessionAtPlaceOrder(page: Page) {
  await page.route(
    '**/api/v1/orders/register',
    (route) => route.fulfill({ status: 401, json: { status: 'error', messages: ['Unauthorized'] } }),
    { times: 1 },
  );
}

/**
 * After a 401 at Place order, as the shopper meets it: the basket (kept) says the session ended;
 * its Place order asks to sign in again, and the checkout is walked again to its payment step.
 */
export async function backToPaymentAfter401(page: Page, signInAgain: (page: Page) => Promise<void>) {
  // The session ended (decision 024): sign in, and back at payment with the checkout kept.
  await expect(page).toHaveURL('/sign_in?return_to=%2Fcheckout%2Fpayment');
  await expect(page.getByText('Your session has ended. Sign in again to carry on.')).toBeVisible();
  await signInAgain(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page).toHaveURL('/checkout/payment');
}

export const accepted = (page: Page) => page.getByRole('heading', { level: 1, name: 'Order accepted' });

export const orderIdOf = (page: Page) => Number(/\/(?:orders|complete)\/(\d+)/.exec(page.url())?.[1]);

/** The shopper's newest order at the supplier (the highest id: the history sorts by date). */
export async function latestOrderId(backend: Backend, shopper: CountedShopper) {
  const [newest] = await historyOf(backend, shopper);
  if (!newest) throw new Error('the shopper has no orders');
  return newest.id;
}

/** The wallet payment's reference as the pay screen shows it. */
export async function walletReference(page: Page): Promise<string> {
  const text = await page.getByText(/^Payment reference: /).textContent();
  return (text ?? '').replace('Payment reference: ', '');
}

/** The wallet app pays (its stand-in page's endpoint), as the shopper would in the app. */
export async function payInWalletApp(backend: Backend, reference: string) {
  return backend.request.post(`${backend.url}/reference/__pay/wallet/pay`, { data: { reference } });
}

/** How the shopper pays once the method's screen is up, and where that ends. */
export async function finishPayment(page: Page, method: 'gateway' | 'card' | 'wallet', backend: Backend) {
  if (method === 'gateway') await page.getByRole('button', { name: 'Approve payment' }).click();
  if (method === 'card') await payCard(page);
  if (method === 'wallet')
    expect((await payInWalletApp(backend, await walletReference(page))).ok()).toBe(true);
}
