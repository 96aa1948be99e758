import type { Page } from '@playwright/test';
import { expect, type Backend } from '../fixtures';
import { offersToBuy, shopperWithBasket } from './checkout';
import { placeOrderByApi, type PlacedOrder } from './honest-money';

// Helpers of the order specs (e2e/orders*.spec.ts): the orders are placed through the API, so each
// journey starts at the order page rather than walking the checkout again.

export const MINUTE = 60_000;

type Shopper = { token: string; userId: number };

interface ApiOrder extends PlacedOrder {
  order_items: { offer_id: number; name: string }[];
}

/** Signs the demo shopper in with an empty basket (the orders are placed through the API). */
export function signedInShopper(page: Page, backend: Backend): Promise<Shopper> {
  return shopperWithBasket(page, backend, []);
}

/** An order the shopper placed a moment ago: `count` items (2 of each), paid with `provider`. */
export async function placeOrder(
  backend: Backend,
  shopper: Shopper,
  { count = 2, provider = 'CASH' }: { count?: number; provider?: string } = {},
): Promise<PlacedOrder> {
  return placeOrderByApi(backend, shopper, await offersToBuy(backend, count), provider);
}

/** The shopper's orders at the fake backend now. */
export async function ordersOf(backend: Backend, shopper: Shopper): Promise<ApiOrder[]> {
  const response = await backend.request.get(
    `${backend.url}/reference/api/v1/users/${shopper.userId}/orders?page=1&per_page=100`,
    { headers: { Authorization: `Bearer ${shopper.token}` } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { orders: ApiOrder[] }).orders;
}

export async function openOrder(page: Page, order: PlacedOrder) {
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
}

/** An order placed, then collected at the supplier (its clock moved on), open on its page. */
export async function openCollectedOrder(page: Page, backend: Backend): Promise<PlacedOrder> {
  const order = await placeOrder(backend, await signedInShopper(page, backend));
  await backend.advanceClock(11 * MINUTE);
  await openOrder(page, order);
  return order;
}

export const pill = (page: Page) => page.locator('.order-page__status .status-pill');
export const liveRegion = (page: Page) => page.locator('.order-page__status [role="status"]');
/** The order's total on the receipt, in cents. */
export async function receiptTotal(page: Page): Promise<number> {
  const text = await page.locator('.order-totals__total dd').first().innerText();
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}
