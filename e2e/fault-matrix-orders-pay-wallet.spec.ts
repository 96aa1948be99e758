import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { faultMatrix, type FaultDriver } from './support/fault-matrix';
import {
  getJson,
  newOrder,
  pressTryAgainIfThere,
  sameStepAgain,
  signedIn,
  signInIfAsked,
  type ApiOrder,
  type Run,
} from './support/fault-matrix-orders';
import { CARD, openPay, payButton, payWith } from './support/fault-matrix-payments';

// Starting, checking and setting aside a wallet payment through every fault of the fake backend
// (e2e/support/fault-matrix.ts).

const WALLET = 'Mobile wallet app, pay now';

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
  registerTransaction(),
  getProcessing(),
  cancelTransaction(),
  resolvePaymentPending(),
];

faultMatrix(drivers);
