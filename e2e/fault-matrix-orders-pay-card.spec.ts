import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { faultMatrix, type FaultDriver } from './support/fault-matrix';
import { newOrder, sameStepAgain, signedIn, signInIfAsked, type Run } from './support/fault-matrix-orders';
import { CARD, openPay, payButton, payWith } from './support/fault-matrix-payments';

// Paying by card, on the pay screen and through the gateway's page, through every fault of the fake
// backend (e2e/support/fault-matrix.ts).

const GATEWAY = 'Card or instant EFT (secure payment page)';

const paymentReceived = (page: Page) => page.getByRole('status').filter({ hasText: 'Payment received' });

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

const drivers: FaultDriver[] = [finalize(), processCard()];

faultMatrix(drivers);
