import type { Page } from '@playwright/test';
import type { Outcome } from './support/fault-matrix-table';
import { DEMO_LOGIN, DEMO_PASSWORD, expect, type Backend, seedOnce } from './fixtures';
import { offersToBuy } from './support/checkout';
import { placeOrderByApi, type PlacedOrder } from './support/honest-money';
import { faultMatrix, type FaultDriver } from './support/fault-matrix';
import { returningShopperStorage } from './support/seed-shopper';
import { OPEN_ORDERS_CHECK } from './support/shell-checks';

// The order and payment calls through every fault of the fake backend (e2e/support/fault-matrix.ts).
// A write that can succeed only once (cancel, review, a payment) acts on an order placed for it
// through the supplier API, so each fault's step is the shopper's one step on a fresh order; the
// way back after a fault is the same step again on that same order, as the shopper would take it.

const MINUTE = 60_000;
const GATEWAY = 'Card or instant EFT (secure payment page)';
const CARD = 'Credit or debit card';
const WALLET = 'Mobile wallet app, pay now';

interface Shopper {
  token: string;
  userId: number;
}

/** The shopper of one driver's test, and the order its steps act on now. */
interface Run {
  backend: Backend;
  shopper: Shopper;
  order: PlacedOrder;
}

/** A signed-in demo shopper with a one-line basket, written once before the app boots. */
async function signedIn(page: Page, backend: Backend): Promise<Shopper> {
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
async function newOrder(run: Pick<Run, 'backend' | 'shopper'>, provider = 'CASH'): Promise<PlacedOrder> {
  return placeOrderByApi(run.backend, run.shopper, await offersToBuy(run.backend, 1), provider);
}

interface ApiOrder extends PlacedOrder {
  order_items: { name: string }[];
  open_transaction_id?: number | null;
}

async function getJson<T>(run: Pick<Run, 'backend' | 'shopper'>, path: string): Promise<T> {
  const response = await run.backend.request.get(`${run.backend.url}/reference${path}`, {
    headers: { Authorization: `Bearer ${run.shopper.token}` },
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** One of the seeded orders of the demo shopper, by reference. */
async function seededOrder(run: Pick<Run, 'backend' | 'shopper'>, reference: string): Promise<ApiOrder> {
  const { orders } = await getJson<{ orders: ApiOrder[] }>(
    run,
    `/api/v1/users/${run.shopper.userId}/orders?page=1&per_page=100`,
  );
  const order = orders.find((o) => o.reference === reference);
  if (!order) throw new Error(`the seed has no ${reference} for the demo shopper`);
  return order;
}

/** The transactions the supplier holds for an order, found around its open (or last) one. */
async function transactionsOf(run: Run, near: number): Promise<number[]> {
  const found: number[] = [];
  for (let id = Math.max(1, near - 4); id <= near + 4; id += 1) {
    const response = await run.backend.request.get(`${run.backend.url}/reference/api/v1/transactions/${id}`, {
      headers: { Authorization: `Bearer ${run.shopper.token}` },
    });
    if (!response.ok()) continue;
    const body = (await response.json()) as { order: { id: number } };
    if (body.order.id === run.order.id) found.push(id);
  }
  return found;
}

/** Signs in again on the sign-in page the app sent the shopper to; back where they were. */
async function signInAgain(page: Page): Promise<void> {
  await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign_in/);
}

/**
 * Signs in again when the app has ended the session (a 401): it says so and goes to sign in, with
 * the way back to where the shopper was. The message can show before the sign-in page does.
 */
async function signInIfAsked(page: Page, outcome: Outcome): Promise<void> {
  const ended = page.getByText('Your session has ended. Sign in again to carry on.');
  if (outcome !== 'sign_in' && !(await ended.first().isVisible())) return;
  await expect(page).toHaveURL(/\/sign_in/);
  await signInAgain(page);
}

/**
 * The way back after a fault on a write, on the same order: signing in again when asked, 'Try
 * again' when offered, and then the shopper's step again (`again`) unless it has worked meanwhile.
 */
function sameStepAgain(
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
async function pressTryAgainIfThere(page: Page): Promise<void> {
  const tryAgain = page.getByRole('button', { name: 'Try again' }).first();
  if (await tryAgain.isVisible()) await tryAgain.click({ timeout: 5_000 }).catch(() => undefined);
}

/**
 * The way back after a fault on a query: as the runner's, except that a 401 is met by signing in
 * even when the app's 'session ended' message showed before its sign-in page did.
 */
function queryAgain(
  works: (page: Page) => ReturnType<FaultDriver['works']>,
  call: (page: Page) => Promise<void>,
) {
  return async (page: Page, outcome: Outcome): Promise<void> => {
    await signInIfAsked(page, outcome);
    if (outcome === 'retry') await pressTryAgainIfThere(page);
    else if (!(await works(page).isVisible())) await call(page);
  };
}

const orderHeading = (page: Page, reference: string) =>
  page.getByRole('heading', { level: 1, name: `Order ${reference}` });

async function openOrder(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto(`/orders/${order.id}`);
  await expect(orderHeading(page, order.reference)).toBeVisible();
}

// --- orders ---

const historyWorks = (page: Page) =>
  page.getByRole('list', { name: 'Your orders' }).getByRole('link', { name: /ORD-001001/ });

function listForUser(): FaultDriver {
  return {
    operation: 'orders.listForUser',
    arrive: async (page, backend) => {
      await signedIn(page, backend);
      await page.goto('/orders');
    },
    call: async (page) => {
      await page.goto('/orders');
    },
    works: historyWorks,
    recover: queryAgain(historyWorks, (page) => page.goto('/orders').then(() => undefined)),
  };
}

function getV2(): FaultDriver {
  let order: PlacedOrder;
  return {
    operation: 'orders.getV2',
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      order = await seededOrder({ backend, shopper }, 'ORD-001001');
      await page.goto(`/orders/${order.id}`);
    },
    call: async (page) => {
      await page.goto(`/orders/${order.id}`);
    },
    works: (page) => orderHeading(page, 'ORD-001001'),
    recover: queryAgain(
      (page) => orderHeading(page, 'ORD-001001'),
      (page) => page.goto(`/orders/${order.id}`).then(() => undefined),
    ),
  };
}

function getOffers(): FaultDriver {
  let order: ApiOrder;
  const notice = (page: Page) =>
    page.getByText(new RegExp(`items? from order ${order.reference} (is|are) in your basket`));
  // Reordering fills the basket: that is its success. The lines it added are removed again, as
  // the shopper would, so the check that a fault lost nothing of the basket still holds.
  const takeOutReordered = async (page: Page) => {
    for (const { name } of order.order_items) {
      const remove = page.getByRole('button', { name: `Remove ${name}`, exact: true });
      if (await remove.isVisible()) {
        await remove.click();
        await expect(remove).toHaveCount(0);
      }
    }
  };
  const reorder = async (page: Page) => {
    await page.goto(`/orders/${order.id}`);
    await expect(orderHeading(page, order.reference)).toBeVisible();
    await page.getByRole('button', { name: 'Reorder' }).click();
  };
  return {
    operation: 'orders.getOffers',
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      // An order at the shop the shopper has chosen, so reordering needs no change of shop.
      const placed = await newOrder({ backend, shopper });
      order = (await getJson<{ order: ApiOrder }>({ backend, shopper }, `/api/v1/orders/${placed.id}`)).order;
      await reorder(page);
      await expect(notice(page)).toBeVisible();
      await takeOutReordered(page);
    },
    call: reorder,
    works: notice,
    recover: async (page, outcome) => {
      await signInIfAsked(page, outcome);
      if (outcome !== 'works') await reorder(page);
      await expect(notice(page)).toBeVisible();
      await takeOutReordered(page);
    },
  };
}

/** The stock-short answers on a new short order (the stock_short scenario is on): accept, update. */
function stockShort(operation: 'orders.validateModifications' | 'orders.modify'): FaultDriver {
  let run: Run;
  const section = (page: Page) => page.getByRole('region', { name: 'Some items are short' });
  const update = async (page: Page) => {
    await expect(section(page).getByRole('button', { name: 'UPDATE ORDER' })).toBeVisible();
    const accept = section(page).getByRole('button', { name: 'Accept limited stock' });
    if (await accept.first().isVisible()) await accept.first().click();
    await section(page).getByRole('button', { name: 'UPDATE ORDER' }).click();
  };
  const works = (page: Page) => page.getByRole('status').filter({ hasText: 'Your order was updated.' });
  return {
    operation,
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      await backend.scenario('stock_short');
      run = { backend, shopper, order: await newOrder({ backend, shopper }) };
      await openOrder(page, run.order);
      await update(page);
    },
    call: async (page) => {
      run.order = await newOrder(run);
      await openOrder(page, run.order);
      await update(page);
    },
    works,
    recover: sameStepAgain(works, async (page) => {
      if (!(await section(page).isVisible())) await openOrder(page, run.order);
      await update(page);
    }),
  };
}

function cancel(): FaultDriver {
  let run: Run;
  const press = async (page: Page) => {
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel order' })
      .getByRole('button', { name: 'Cancel the order' })
      .click();
  };
  const works = (page: Page) => page.locator('.order-page__status').getByText('Cancelled', { exact: true });
  return {
    operation: 'orders.cancel',
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      run = { backend, shopper, order: await newOrder({ backend, shopper }) };
      await openOrder(page, run.order);
      await press(page);
    },
    call: async (page) => {
      run.order = await newOrder(run);
      await openOrder(page, run.order);
      await press(page);
    },
    works,
    recover: sameStepAgain(works, async (page) => {
      if (!(await page.getByRole('button', { name: 'Cancel order' }).isVisible()))
        await openOrder(page, run.order);
      await press(page);
    }),
  };
}

function review(): FaultDriver {
  let run: Run;
  const dialog = (page: Page) => page.getByRole('dialog', { name: /^How was order/ });
  const rate = async (page: Page) => {
    if (!(await dialog(page).isVisible()))
      await page.getByRole('button', { name: 'Rate this order' }).click();
    await dialog(page).getByRole('radio', { name: '5 stars' }).check();
    await dialog(page).getByRole('button', { name: 'Send review' }).click();
  };
  /** Reviewed: the order page no longer offers to rate it, and the dialog has closed. */
  const works = (page: Page) =>
    page
      .locator('section.order-page')
      .filter({ hasNot: page.getByRole('button', { name: 'Rate this order' }) })
      .filter({ hasNot: page.getByRole('dialog') });
  /** A collected order of the shopper's, unreviewed, open on its page (the review offers itself). */
  const collectedOrder = async (page: Page) => {
    run.order = await newOrder(run);
    await run.backend.advanceClock(11 * MINUTE);
    await openOrder(page, run.order);
    await expect(page.locator('.order-page__status').getByText('Collected', { exact: true })).toBeVisible();
    await expect(dialog(page)).toBeVisible();
  };
  return {
    operation: 'orders.review',
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      run = { backend, shopper, order: { id: 0, reference: '' } };
      await collectedOrder(page);
      await rate(page);
    },
    call: async (page) => {
      await collectedOrder(page);
      await rate(page);
    },
    works,
    recover: sameStepAgain(works, async (page) => {
      if (!(await orderHeading(page, run.order.reference).isVisible())) await openOrder(page, run.order);
      await rate(page);
    }),
  };
}

function openOrdersList(): FaultDriver {
  return {
    operation: 'openOrders.list',
    background: true,
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      // Awaiting an online payment: it needs the shopper.
      await newOrder({ backend, shopper }, 'GATEWAY');
      await openOrdersListCall(page);
    },
    call: openOrdersListCall,
    // What the check has to say shows from the next page on (decision 022).
    works: (page) => page.getByRole('region', { name: 'An order needs your attention' }),
    recover: async (page) => {
      // A 401 ends the session (the sign-in page); a 404 says the account is gone and signs the
      // shopper out (spec 8): either way the shopper signs in again, then browses on.
      const signedOut = await page.evaluate(
        () =>
          !(
            JSON.parse(localStorage.getItem('storefront.account') ?? 'null') as { state?: { token?: string } }
          )?.state?.token,
      );
      if (signedOut || page.url().includes('/sign_in')) {
        if (!page.url().includes('/sign_in')) await page.goto('/sign_in?return_to=%2F');
        await signInAgain(page);
      }
      // The notice shows from the page after the check's answer. On a busy machine that answer can
      // land only after the next click (after signing in again, or after a reload), and then it
      // shows a page later: the shopper browses on until it shows, as they would.
      await expect(async () => {
        await openOrdersListCall(page);
        await expect(page.getByRole('region', { name: 'An order needs your attention' })).toBeVisible({
          timeout: 5_000,
        });
      }).toPass({ timeout: 60_000 });
    },
  };
}

async function openOrdersListCall(page: Page): Promise<void> {
  // The check has answered (or failed) before the shopper moves on, so its news is for the next page.
  const check = page.waitForRequest(OPEN_ORDERS_CHECK, { timeout: 30_000 }).catch(() => null);
  await page.goto('/');
  const answer = await (await check)?.response().catch(() => null);
  // A 401 ends the session: the app goes to its sign-in page, and the shopper is there.
  if (answer?.status() === 401) await page.waitForURL(/\/sign_in/);
  await page.waitForLoadState('networkidle');
  if (page.url().includes('/sign_in')) return;
  await page
    .getByRole('link', { name: /Pantry staples/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
}

// --- payments ---

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay R/ });
const paymentReceived = (page: Page) => page.getByRole('status').filter({ hasText: 'Payment received' });

/** On the order's pay screen: choose a way to pay and press Pay. */
async function payWith(page: Page, option: string): Promise<void> {
  await page.getByRole('radio', { name: option }).check();
  await payButton(page).click();
}

async function openPay(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto(`/orders/${order.id}/pay`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Pay for order ${order.reference}` }),
  ).toBeVisible();
}

/** A new order awaiting an online payment, its pay screen open, a wallet payment started. */
async function walletOpen(page: Page, run: Run): Promise<void> {
  run.order = await newOrder(run, 'GATEWAY');
  await openPay(page, run.order);
  await payWith(page, WALLET);
  await expect(page.getByText('Waiting for your payment.')).toBeVisible();
}

function registerTransaction(): FaultDriver {
  let run: Run;
  const works = (page: Page) => page.getByText('Waiting for your payment.');
  const start = async (page: Page) => {
    run.order = await newOrder(run, 'GATEWAY');
    await openPay(page, run.order);
    await payWith(page, WALLET);
  };
  const again = sameStepAgain(works, async (page) => {
    if (!(await payButton(page).isVisible())) await openPay(page, run.order);
    await payWith(page, WALLET);
  });
  return {
    operation: 'payments.registerTransaction',
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      run = { backend, shopper, order: { id: 0, reference: '' } };
      await start(page);
    },
    call: start,
    works,
    recover: async (page, outcome) => {
      await again(page, outcome);
      await expect(works(page)).toBeVisible();
      // The retry continued the payment the fault's request may have opened: one transaction.
      const order = await getJson<{ order: ApiOrder }>(run, `/api/v1/orders/${run.order.id}`);
      const open = order.order.open_transaction_id;
      expect(open, 'an open transaction after the retry').toBeTruthy();
      expect(await transactionsOf(run, open!), `transactions of order ${run.order.reference}`).toHaveLength(
        1,
      );
    },
  };
}

function getProcessing(): FaultDriver {
  let run: Run;
  return {
    operation: 'payments.getProcessing',
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      run = { backend, shopper, order: { id: 0, reference: '' } };
      await walletOpen(page, run);
    },
    // Back on the pay screen (a reload, a return from the wallet app): it asks how the payment stands.
    call: async (page) => {
      await page.goto(`/orders/${run.order.id}/pay`);
    },
    works: (page) => page.getByText(/^Payment reference: /),
    recover: async (page, outcome) => {
      await signInIfAsked(page, outcome);
      if (outcome === 'retry') await pressTryAgainIfThere(page);
      else if (outcome !== 'sign_in') await page.goto(`/orders/${run.order.id}/pay`);
    },
  };
}

function processCard(): FaultDriver {
  let run: Run;
  const fillAndPay = async (page: Page) => {
    await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/39');
    await page.getByLabel('Security code (CVC)').fill('123');
    await payButton(page).click();
  };
  const charge = async (page: Page) => {
    run.order = await newOrder(run, 'GATEWAY');
    await openPay(page, run.order);
    await payWith(page, CARD);
    await fillAndPay(page);
  };
  return {
    operation: 'payments.processCard',
    settlesByPolling: true,
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      run = { backend, shopper, order: { id: 0, reference: '' } };
      await charge(page);
    },
    call: charge,
    works: paymentReceived,
    recover: sameStepAgain(paymentReceived, async (page) => {
      if (!(await page.getByRole('heading', { name: 'Card details' }).isVisible())) {
        if (!(await payButton(page).isVisible())) await openPay(page, run.order);
        if (await page.getByRole('radio', { name: CARD }).isVisible()) await payWith(page, CARD);
      }
      await fillAndPay(page);
    }),
  };
}

function cancelTransaction(): FaultDriver {
  let run: Run;
  /** Back to the ways to pay, no payment open: what cancelling the open one leads to. */
  const works = (page: Page) =>
    page
      .locator('.pay-order')
      .filter({ hasNot: page.getByRole('alert') })
      .getByRole('radio', { name: CARD });
  const step = async (page: Page) => {
    // A wallet payment open, then another way chosen: the screen asks to finish or cancel it.
    await walletOpen(page, run);
    await page.getByRole('button', { name: 'Pay another way' }).click();
    await payWith(page, CARD);
    await cancelThatPayment(page);
  };
  return {
    operation: 'payments.cancelTransaction',
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      run = { backend, shopper, order: { id: 0, reference: '' } };
      await step(page);
    },
    call: step,
    works,
    recover: sameStepAgain(works, async (page) => {
      if (!(await page.getByRole('button', { name: 'Cancel that payment' }).isVisible())) {
        await openPay(page, run.order);
        const another = page.getByRole('button', { name: 'Pay another way' });
        // The payment may have been closed meanwhile: the screen says so and offers the other ways.
        const closed = page.getByRole('button', { name: 'Choose another way to pay' });
        await expect(another.or(closed).or(page.getByRole('radio', { name: CARD }))).toBeVisible();
        if (await closed.isVisible()) return closed.click();
        if (await another.isVisible()) await another.click();
        await payWith(page, CARD);
      }
      await cancelThatPayment(page);
    }),
  };
}

/** Presses 'Cancel that payment' and waits for its answer (the panel is an alert all along). */
async function cancelThatPayment(page: Page): Promise<void> {
  const sent = page.waitForRequest(/\/transactions\/\d+\/cancel$/);
  await page.getByRole('button', { name: 'Cancel that payment' }).click();
  // Answered, or given up on (a hang costs the app's timeout), and the panel re-rendered.
  await (await sent).response().catch(() => null);
  await expect(page.getByRole('button', { name: 'Cancelling…' })).toHaveCount(0, { timeout: 15_000 });
}

/** A new order's gateway payment: open it and go to the gateway's page. */
async function toGateway(page: Page, run: Run): Promise<void> {
  run.order = await newOrder(run, 'GATEWAY');
  await openPay(page, run.order);
  await payWith(page, GATEWAY);
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeEnabled();
}

function finalize(): FaultDriver {
  let run: Run;
  let returnUrl = '';
  const approve = async (page: Page) => {
    await toGateway(page, run);
    const returned = page.waitForRequest(/\/pay\/return\?/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    returnUrl = (await returned).url();
  };
  return {
    operation: 'payments.finalize',
    settlesByPolling: true,
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      run = { backend, shopper, order: { id: 0, reference: '' } };
      await approve(page);
    },
    call: approve,
    works: paymentReceived,
    recover: async (page, outcome) => {
      await signInIfAsked(page, outcome);
      // The gateway's return once more (its answer was not taken in): the server is asked again.
      if (!(await paymentReceived(page).isVisible())) await page.goto(returnUrl);
    },
  };
}

function resolvePaymentPending(): FaultDriver {
  let run: Run;
  // A wallet payment still open (its app not paid yet), and another way chosen: the shop is asked
  // to resolve the pending payment first, and it is still open, so the screen offers to finish or
  // cancel it. That panel is the step's success, and it is an alert (role=alert) by design.
  const works = (page: Page) =>
    page
      .getByRole('alert')
      .filter({ hasText: 'A payment is already open for this order' })
      .getByRole('button', { name: 'Cancel that payment' });
  const step = async (page: Page) => {
    await page.goto(`/orders/${run.order.id}/pay`);
    await page.getByRole('button', { name: 'Pay another way' }).click();
    await payWith(page, CARD);
  };
  return {
    operation: 'payments.resolvePaymentPending',
    arrive: async (page, backend) => {
      const shopper = await signedIn(page, backend);
      run = { backend, shopper, order: { id: 0, reference: '' } };
      await walletOpen(page, run);
      await step(page);
    },
    call: step,
    works,
    recover: sameStepAgain(works, step),
  };
}

const drivers: FaultDriver[] = [
  listForUser(),
  getV2(),
  getOffers(),
  stockShort('orders.validateModifications'),
  stockShort('orders.modify'),
  cancel(),
  review(),
  openOrdersList(),
  registerTransaction(),
  getProcessing(),
  finalize(),
  processCard(),
  cancelTransaction(),
  resolvePaymentPending(),
];

faultMatrix(drivers);
