import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  API,
  DEMO_LOGIN,
  DEMO_PASSWORD,
  expect,
  signIn,
  test,
  useMarketDeployment as serveMarketConfig,
  type Backend,
} from './fixtures';
import { addFirstOffers, offersToBuy, orderCount, shopperWithBasket } from './support/checkout';
import { chooseCollectAndSlot, toConfirmation, toDispatch, toPayment } from './support/checkout-steps';
import { faultMatrix, MATRIX_TIMEOUT_SECONDS, type FaultDriver } from './support/fault-matrix';

// The checkout's calls (and market mode's price comparison) through every fault of the fake
// backend (e2e/support/fault-matrix.ts).

// Market mode's comparison takes the shops near the shopper: put them at the deployment's map centre.
test.use({ geolocation: { latitude: -33.9249, longitude: 18.4241 }, permissions: ['geolocation'] });

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The basket and checkout as stored (raw), to put back what a success legitimately changes. */
interface Stored {
  cart: string | null;
  checkout: string | null;
}
const stored = (page: Page): Promise<Stored> =>
  page.evaluate(() => ({
    cart: localStorage.getItem('storefront.cart.v1'),
    checkout: localStorage.getItem('storefront.checkout'),
  }));

/**
 * Puts the stored basket and checkout back as they were (the next page load reads them), and
 * forgets the checkout this device placed and its Place order attempt (kept after a success, for
 * other tabs), so the next Place order is a new checkout's with a new idempotency key.
 */
async function putBack(page: Page, state: Stored): Promise<void> {
  await page.evaluate((value) => {
    const put = (key: string, text: string | null) =>
      text === null ? localStorage.removeItem(key) : localStorage.setItem(key, text);
    put('storefront.cart.v1', value.cart);
    put('storefront.checkout', value.checkout);
    const marks = JSON.parse(localStorage.getItem('storefront.checkout.marks') ?? '{}') as Record<
      string,
      unknown
    >;
    delete marks.placed;
    delete marks.attempt;
    localStorage.setItem('storefront.checkout.marks', JSON.stringify(marks));
  }, state);
}

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

/**
 * Signs in again when the app has sent the shopper to sign in: a 401 pushes 'Your session has
 * ended' a moment before it navigates there, so the runner may have read the alert as the outcome.
 */
async function signInIfAsked(page: Page): Promise<string | null> {
  const ended = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
  if (await ended.isVisible()) await page.waitForURL(/\/sign_in/, { timeout: 10_000 });
  const at = page.url();
  if (!at.includes('/sign_in')) return null;
  await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign_in/);
  return at;
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

/** Orders made per fault by Place order's recovery, reported at the end of each step. */
function placeOrderDriver(): FaultDriver {
  let backend: Backend;
  let shopper: { token: string; userId: number };
  let before = 0;
  let beforePress: Stored = { cart: null, checkout: null };
  const accepted = (page: Page) => h1(page, 'Order accepted');
  const count = () => orderCount(backend, shopper);
  /** Waits for the app to end the placed checkout (it empties the basket after the outro shows). */
  const checkoutEnded = (page: Page) =>
    expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem('storefront.cart.v1') ?? 'null')?.state?.items?.length ?? 0,
        ),
      )
      .toBe(0);
  const press = (page: Page) => page.getByRole('button', { name: 'Place order' }).click();
  return {
    operation: 'cart.registerOrder',
    arrive: async (page, b) => {
      backend = b;
      const [offer] = await offersToBuy(backend, 1);
      shopper = await shopperWithBasket(page, backend, [{ offer: offer!, qty: 2 }]);
      await toPayment(page);
      await page.getByRole('radio', { name: 'Cash in store' }).check();
      const atPayment = await stored(page);
      const n0 = await count();
      await press(page);
      await expect(accepted(page)).toBeVisible();
      expect(await count(), 'the first order').toBe(n0 + 1);
      await checkoutEnded(page);
      // The next fault's Place order is the same basket's, as it stood on the payment step.
      await putBack(page, atPayment);
    },
    call: async (page) => {
      beforePress = await stored(page);
      before = await count();
      await page.goto('/checkout/payment');
      await expect(h1(page, 'Payment')).toBeVisible();
      await page.getByRole('radio', { name: 'Cash in store' }).check();
      await press(page);
    },
    works: accepted,
    recover: async (page, outcome) => {
      // What the fault left of the basket and checkout (the runner compares it with before); an
      // order placed through the fault emptied them, as any order does: then as before the press.
      const afterFault = outcome === 'works' ? beforePress : await stored(page);
      const signedOutAt = await signInIfAsked(page);
      if (signedOutAt) {
        console.info(`cart.registerOrder ${outcome}: signed out at ${signedOutAt}, back at ${page.url()}`);
        // Back on the step the shopper was on, to press Place order again.
        await expect(page, `after signing in again at ${signedOutAt}`).toHaveURL(/\/checkout\/payment$/);
        await expect(h1(page, 'Payment')).toBeVisible();
        await press(page);
      } else if (outcome === 'retry') await page.getByRole('button', { name: 'Try again' }).first().click();
      else if (outcome !== 'works') await press(page);
      await expect(accepted(page)).toBeVisible();
      const made = (await count()) - before;
      const note = `${before} orders before, ${before + made} after (${made} made)`;
      test.info().annotations.push({ type: 'orders', description: `${outcome}: ${note}` });
      console.info(`cart.registerOrder ${outcome}: ${note}`);
      expect(made, `orders made by the fault and its recovery: ${note}`).toBe(1);
      await checkoutEnded(page);
      await putBack(page, afterFault);
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
  return {
    operation: 'cart.getCheckoutConfig',
    arrive: async (page) => {
      await marketShopperWithBasket(page);
      await page.goto('/basket/compare');
      await shops(page)
        .getByRole('button', { name: /^Order here at / })
        .click();
      await expect(page).toHaveURL(/\/basket$/);
      await toDispatch(page);
      await page.waitForLoadState('networkidle');
      await withoutOptions(page);
    },
    call: async (page) => {
      await page.goto('/checkout/dispatch');
    },
    works: dispatch,
    recover: async (page, outcome) => {
      const afterFault = await stored(page);
      const signedOutAt = await signInIfAsked(page);
      if (signedOutAt)
        await expect(page, `after signing in again at ${signedOutAt}`).toHaveURL(/\/checkout\/dispatch$/);
      else if (outcome !== 'works') await page.goto('/checkout/dispatch');
      await expect(dispatch(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The options loaded into the checkout are the success's doing, not the fault's: the next
      // checkout step must ask for them again.
      await putBack(page, afterFault);
      await withoutOptions(page);
    },
  };
}

const drivers: FaultDriver[] = [
  {
    operation: 'cart.validate',
    arrive: async (page, backend) => {
      const [offer] = await offersToBuy(backend, 1);
      await shopperWithBasket(page, backend, [{ offer: offer!, qty: 2 }]);
      await toConfirmation(page);
    },
    call: async (page) => {
      await page.goto('/checkout/confirmation');
    },
    // Enabled only once the supplier has checked the basket.
    works: (page) => page.getByRole('button', { name: 'Continue to payment' }).and(page.locator(':enabled')),
  },
  {
    operation: 'cart.validatePicks',
    // The basket shows its lines without the check; a failure is only noted under the subtotal.
    background: true,
    arrive: async (page, backend) => {
      const [offer] = await offersToBuy(backend, 1);
      // Added when it cost R1 less: the check tells the shopper the price changed.
      const earlier = { ...offer!, price_in_cents: offer!.price_in_cents - 100 };
      await shopperWithBasket(page, backend, [{ offer: earlier, qty: 1 }]);
      await page.goto('/basket');
    },
    call: async (page) => {
      await page.goto('/basket');
    },
    works: (page) => page.getByText('Price changed', { exact: true }),
  },
  {
    operation: 'catalog.getTimeslots',
    arrive: async (page, backend) => {
      const [offer] = await offersToBuy(backend, 1);
      await shopperWithBasket(page, backend, [{ offer: offer!, qty: 2 }]);
      await toDispatch(page);
      await chooseCollectAndSlot(page);
    },
    call: async (page) => {
      await page.goto('/checkout/dispatch');
    },
    works: (page) => page.getByRole('combobox', { name: 'Collection date' }),
  },
  placeOrderDriver(),
  compareDriver('cart.compareSync', '/basket/compare'),
  compareDriver('cart.compare', '/basket/compare'),
  compareDriver('cart.compareDebug', '/basket/compare_debug'),
  checkoutConfigDriver(),
];

faultMatrix(drivers);
