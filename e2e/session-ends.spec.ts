import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts';
import { expect, test } from './fixtures';
import { offersToBuy, orderCount, shopperWithBasket } from './support/checkout';
import { chooseLastSlot, toDispatch } from './support/checkout-steps';

// The supplier ends the shopper's token in the middle of checkout (decision 024): it expires after a
// day, or the supplier revokes it. The shopper signs in again and is back at the same step with the
// same choices, then orders once.
test.use({ allowedConsoleErrors: /status of 401/ });

interface SessionBackend {
  url: string;
  request: APIRequestContext;
  advanceClock(ms: number): Promise<void>;
}

const placeOrder = async (page: Page) => {
  await page.getByRole('radio', { name: 'Cash in store' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
};

/** How the token ends, and the shopper's next step, which meets it. */
const ENDINGS: {
  name: string;
  end: (backend: SessionBackend) => Promise<void>;
  next: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'expires overnight (the shopper comes back to the tab the next day)',
    end: (backend) => backend.advanceClock(25 * 60 * 60_000),
    next: async (page) => {
      await page.reload();
    },
  },
  {
    name: 'is revoked by the supplier (the shopper presses Place order)',
    end: async ({ url, request }) => {
      const response = await request.post(`${url}/__revoke`, {
        data: { dataset: 'reference', login: DEMO_LOGIN },
      });
      expect(response.ok()).toBe(true);
    },
    // The shopper presses Place order, but a call of the page's own may meet the revoked token
    // first: either way the app ends the session and the shopper lands on sign in. The press holds
    // this payment page's own elements: once the app has left for sign in they are detached and the
    // press fails at once, where a locator would wait and press the next payment page's button.
    next: async (page) => {
      const [method] = await page.getByRole('radio', { name: 'Cash in store' }).elementHandles();
      const [place] = await page.getByRole('button', { name: 'Place order' }).elementHandles();
      await method
        ?.check()
        .then(() => place?.click())
        .catch(() => undefined);
      await page.waitForURL(/\/sign_in/);
    },
  },
];

/** What the app keeps: the checkout's collection slot and the shopper's token. */
const stored = (page: Page) =>
  page.evaluate(() => {
    const read = (key: string) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: Record<string, unknown> }).state;
    return {
      slot: read('storefront.checkout')?.collection_date,
      token: read('storefront.account')?.token as string,
    };
  });

for (const ending of ENDINGS) {
  test(`a token that ${ending.name}: sign in, back at payment, one order`, async ({ page, backend }) => {
    const [offer] = await offersToBuy(backend, 1);
    const shopper = await shopperWithBasket(page, backend, [{ offer: offer!, qty: 1 }]);
    const before = await orderCount(backend, shopper);
    // The last collection slot offered, days away: still open when the clock has moved a day.
    await toDispatch(page);
    await page.getByRole('radio', { name: /^Collect/ }).check();
    await chooseLastSlot(page, 'Collection date');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
    const { slot } = await stored(page);
    expect(slot).toEqual(expect.any(String));
    await ending.end(backend);

    await ending.next(page);
    await expect(page).toHaveURL('/sign_in?return_to=%2Fcheckout%2Fpayment');
    await expect(page.getByText('Your session has ended. Sign in again to carry on.')).toBeVisible();
    await page.getByLabel('Mobile number').fill(DEMO_LOGIN);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page).toHaveURL('/checkout/payment');
    expect((await stored(page)).slot).toBe(slot);
    await placeOrder(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
    expect(await orderCount(backend, { ...shopper, token: (await stored(page)).token })).toBe(before + 1);
  });
}
