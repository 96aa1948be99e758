import type { Page } from '@playwright/test';
import type { Outcome } from '../tooling/fault-matrix-table';
import { expect } from './fixtures';
import type { PlacedOrder } from './support/honest-money';
import { faultMatrix, type FaultDriver } from './support/fault-matrix';
import {
  getJson,
  newOrder,
  orderHeading,
  pressTryAgainIfThere,
  signedIn,
  signInAgain,
  signInIfAsked,
  type ApiOrder,
  type Run,
} from './support/fault-matrix-orders';
import { OPEN_ORDERS_CHECK } from './support/shell-checks';

// The order history's calls (the list, an order, reordering, the open-orders check) through every
// fault of the fake backend (e2e/support/fault-matrix.ts).

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
      const remove = page.getByRole('button', { name: `Remove ${name} from the basket`, exact: true });
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

const drivers: FaultDriver[] = [listForUser(), getV2(), getOffers(), openOrdersList()];

faultMatrix(drivers);
