import type { Page } from '@playwright/test';
import { expect, type Backend } from '../fixtures';
import { offersToBuy, shopperWithBasket } from './checkout';
import { toPayment } from './checkout-steps';

// Helpers of the payments*.spec.ts files: a checkout walked to its payment step, and the stand-in
// providers' pages (src/mocks/stand-ins).

export const GATEWAY = 'Card or instant EFT (secure payment page)';
export const CARD = 'Credit or debit card';
export const WALLET = 'Mobile wallet app, pay now';

/** A basket of two offers and the checkout walked to its payment step. */
export async function atPayment(page: Page, backend: Backend) {
  const [a, b] = await offersToBuy(backend, 2);
  const shopper = await shopperWithBasket(page, backend, [
    { offer: a!, qty: 1 },
    { offer: b!, qty: 1 },
  ]);
  await toPayment(page);
  return shopper;
}

/** Places the order with an online option; the payment starts at once. */
export async function placeWith(page: Page, option: string) {
  await page.getByRole('radio', { name: option }).check();
  await expect(page.getByText(/You pay R .* on the next screen/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** On the gateway's stand-in page: decide, and come back to the storefront. */
export async function decideAtGateway(page: Page, decision: 'Approve' | 'Decline' | 'Cancel') {
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: `${decision} payment` }).click();
  await page.waitForURL(/\/orders\/\d+\/pay(\?|$)/);
}

export const orderIdOf = (page: Page) => Number(/\/(?:orders|complete)\/(\d+)/.exec(page.url())?.[1]);

/** The order as the supplier has it (what was paid, what is left). */
export async function orderAtSupplier(backend: Backend, token: string, id: number) {
  const response = await backend.request.get(`${backend.url}/reference/api/v1/orders/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { order: { payment_status: string; payable_balance_in_cents: number } })
    .order;
}
