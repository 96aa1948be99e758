import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API, expect, test } from './fixtures';
import { useMarketDeployment as serveMarketConfig } from './support/deployment';
import { signIn } from './support/sign-in';
import { addFirstOffers } from './support/checkout';
import { toDispatch } from './support/checkout-steps';
import { faultMatrix, MATRIX_TIMEOUT_SECONDS, type FaultDriver } from './support/fault-matrix';
import { h1, putBack, signInIfAsked, stored, type Stored } from './support/fault-matrix-checkout';

// Market mode's price comparison and checkout options through every fault of the fake backend
// (e2e/support/fault-matrix.ts).

// Market mode's comparison takes the shops near the shopper: put them at the deployment's map centre.
test.use({ geolocation: { latitude: -33.9249, longitude: 18.4241 }, permissions: ['geolocation'] });

/** The market demo's config with the matrix's timeout (its route replaces the runner's edit). */
async function marketDeployment(page: Page): Promise<void> {
  const market = JSON.parse(
    readFileSync('deployments/market-demo.json', 'utf8').replaceAll('https://api.fake-supplier.test', API),
  ) as { api: Record<string, unknown> };
  await serveMarketConfig(page, { api: { ...market.api, timeout_seconds: MATRIX_TIMEOUT_SECONDS } });
}

/** Market mode, signed in, blueberries and an avocado in the basket (price comparison: no shop). */
async function marketShopperWithBasket(page: Page): Promise<void> {
  await marketDeployment(page);
  await signIn(page, '/');
  await addFirstOffers(page, [4026, 4015]);
}

const shops = (page: Page) => page.getByRole('list', { name: 'Shops' }).getByRole('listitem').first();

/** A comparison driver: the compare screen (or its debug form) opened again. */
function compareDriver(operation: string, route: string): FaultDriver {
  return {
    operation,
    arrive: async (page) => {
      await marketShopperWithBasket(page);
      await page.goto(route);
    },
    call: async (page) => {
      await page.goto(route);
    },
    works: shops,
    recover: async (page, outcome) => {
      const signedOutAt = await signInIfAsked(page);
      // Back where the shopper was (return_to): the comparison is asked for again there.
      if (signedOutAt) await expect(page, `after signing in again at ${signedOutAt}`).toHaveURL(route);
      else if (outcome === 'retry') await page.getByRole('button', { name: 'Try again' }).first().click();
      else if (outcome !== 'works') await page.goto(route);
      await expect(shops(page)).toBeVisible();
    },
  };
}

/** Market mode's checkout options, asked for as a checkout step opens with none loaded yet. */
function checkoutConfigDriver(): FaultDriver {
  const dispatch = (page: Page) => h1(page, 'Collection or delivery');
  /** A checkout without the shop's options yet: the next checkout step asks the supplier. */
  const withoutOptions = (page: Page) =>
    page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('storefront.checkout') ?? 'null') as {
        state: Record<string, unknown>;
      } | null;
      if (stored) stored.state.client_config = null;
      localStorage.setItem('storefront.checkout', JSON.stringify(stored));
    });
  /** Waits until the checkout holds the shop's options (the success loaded them). */
  const optionsLoaded = (page: Page) =>
    expect
      .poll(async () => {
        const { checkout } = await stored(page);
        const parsed = JSON.parse(checkout ?? 'null') as { state?: { client_config?: unknown } } | null;
        return parsed?.state?.client_config ?? null;
      })
      .not.toBeNull();
  // What the last fault left stored, put back before the next call.
  let afterFault: Stored | null = null;
  return {
    operation: 'cart.getCheckoutConfig',
    arrive: async (page) => {
      afterFault = null;
      await marketShopperWithBasket(page);
      await page.goto('/basket/compare');
      await shops(page)
        .getByRole('button', { name: /^Order here at / })
        .click();
      await expect(page).toHaveURL(/\/basket$/);
      await toDispatch(page);
      await optionsLoaded(page);
    },
    call: async (page) => {
      // The stored checkout is changed off the app: a checkout screen still running writes its
      // whole state on its next change, options included, and would undo the change.
      await page.goto('/version.txt');
      if (afterFault) await putBack(page, afterFault);
      await withoutOptions(page);
      await page.goto('/checkout/dispatch');
    },
    works: dispatch,
    recover: async (page, outcome) => {
      // The options the success loads are its doing, not the fault's: the next call asks again.
      afterFault = await stored(page);
      const signedOutAt = await signInIfAsked(page);
      if (signedOutAt)
        await expect(page, `after signing in again at ${signedOutAt}`).toHaveURL(/\/checkout\/dispatch$/);
      else if (outcome !== 'works') await page.goto('/checkout/dispatch');
      await expect(dispatch(page)).toBeVisible();
      await optionsLoaded(page);
    },
  };
}

const drivers: FaultDriver[] = [
  compareDriver('cart.compareSync', '/basket/compare'),
  compareDriver('cart.compare', '/basket/compare'),
  compareDriver('cart.compareDebug', '/basket/compare_debug'),
  checkoutConfigDriver(),
];

faultMatrix(drivers);
