import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { PlacedOrder } from './support/honest-money';
import { faultMatrix, type FaultDriver } from './support/fault-matrix';
import { newOrder, orderHeading, sameStepAgain, signedIn, type Run } from './support/fault-matrix-orders';

// The changes to a placed order (the stock-short update, cancelling, the review) through every fault
// of the fake backend (e2e/support/fault-matrix.ts).

const MINUTE = 60_000;

async function openOrder(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto(`/orders/${order.id}`);
  await expect(orderHeading(page, order.reference)).toBeVisible();
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
  const card = (page: Page) => page.getByRole('region', { name: /^How was order/ });
  const rate = async (page: Page) => {
    // A dialog still open after a fault is answered again; else the card's star, or the button.
    // Wait for one of them: the card follows the order's heading by a render after a sign-in.
    const rateButton = page.getByRole('button', { name: 'Rate this order' });
    await expect(dialog(page).or(card(page)).or(rateButton).first()).toBeVisible();
    if (!(await dialog(page).isVisible())) {
      if (await card(page).isVisible()) await card(page).getByRole('button', { name: '5 stars' }).click();
      else await rateButton.click();
    }
    await dialog(page).getByRole('radio', { name: '5 stars' }).check();
    await dialog(page).getByRole('button', { name: 'Send review' }).click();
  };
  /** Reviewed: the order page no longer offers to rate it, and the dialog has closed. */
  const works = (page: Page) =>
    page
      .locator('section.order-page')
      .filter({ hasNot: page.getByRole('button', { name: 'Rate this order' }) })
      .filter({ hasNot: card(page) })
      .filter({ hasNot: page.getByRole('dialog') });
  /** A collected order of the shopper's, unreviewed, open on its page (its card offers the review). */
  const collectedOrder = async (page: Page) => {
    run.order = await newOrder(run);
    await run.backend.advanceClock(11 * MINUTE);
    await openOrder(page, run.order);
    await expect(page.locator('.order-page__status').getByText('Collected', { exact: true })).toBeVisible();
    await expect(card(page)).toBeVisible();
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

const drivers: FaultDriver[] = [
  stockShort('orders.validateModifications'),
  stockShort('orders.modify'),
  cancel(),
  review(),
];

faultMatrix(drivers);
