import type { Page } from '@playwright/test';
import { expect, test, type Backend } from './fixtures';
import { offersToBuy, orderCount, shopperWithBasket } from './support/checkout';
import { chooseCollectAndSlot, toConfirmation, toDispatch, toPayment } from './support/checkout-steps';
import { faultMatrix, type FaultDriver } from './support/fault-matrix';
import { h1, putBack, signInIfAsked, stored, type Stored } from './support/fault-matrix-checkout';
import { flushBasketWrites } from './support/storage';

// The checkout steps' calls, up to Place order, through every fault of the fake backend
// (e2e/support/fault-matrix.ts).

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
      .poll(async () => {
        await flushBasketWrites(page);
        return page.evaluate(
          () => JSON.parse(localStorage.getItem('storefront.cart.v1') ?? 'null')?.state?.items?.length ?? 0,
        );
      })
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
    works: (page) => page.getByRole('radiogroup', { name: 'Day' }),
  },
  placeOrderDriver(),
];

faultMatrix(drivers);
