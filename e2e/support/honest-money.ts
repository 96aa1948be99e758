import type { Page } from '@playwright/test';
import { aCollectionOrder } from '../../tests/support/fixtures';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts';
import { expect, type Backend } from '../fixtures';
import { useMarketDeployment as serveMarketDeployment } from './deployment';
import { SEA_POINT, seedOnce } from './storage';
import type { SeedOffer } from './checkout';
import type { DatasetName } from '../../src/mocks/db/seed/types';
import { offersToBuyAt, type Shop } from './debtor';

// Helpers of e2e/honest-money.spec.ts: amounts the shopper reads are the amounts charged, in the
// deployment's own currency, and an order that owes nothing asks for nothing.

/** A rand amount anywhere in a text: 'R 12.00' or 'R12', not part of a word or of 'N$'. */
export const RAND_AMOUNT = /(^|[^\w$])R ?\d/;

/** The page's visible text holds no rand amount; names the lines that do, if any. */
export async function expectNoRandAmounts(page: Page, screen: string): Promise<void> {
  const text = await page.locator('body').innerText();
  const offending = text.split('\n').filter((line) => RAND_AMOUNT.test(line));
  expect(offending, `rand amounts on the ${screen}`).toEqual([]);
  expect(RAND_AMOUNT.test(text), `rand amounts on the ${screen}`).toBe(false);
}

/** Integer cents of the first amount in `text` ('N$ 1 234.50', 'R 0.90', 'To pay: R 12.00'). */
export function centsIn(text: string): number {
  const match = /(\d[\d\s]*)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/\s/g, '')) * 100 + Number(match[2]);
}

const persisted = (state: unknown, version = 1) => JSON.stringify({ state, version });

/**
 * The market demo with `shop` chosen and the demo shopper signed in (API), holding a basket of
 * `count` different offers the shop sells per unit (one of each), written before the app boots,
 * once per tab.
 */
export async function demoShopperWithMarketBasket(
  page: Page,
  backend: Backend,
  shop: Shop,
  count: number,
): Promise<{ token: string; userId: number; dataset: 'market' }> {
  // Not a React hook: it routes config.json to the market deployment.
  await serveMarketDeployment(page);
  const endpoint = `${backend.url}/market/s/${shop.slug}`;
  const distinct = (await offersToBuyAt(backend, shop)).slice(0, count);
  if (distinct.length < count) throw new Error(`only ${distinct.length} offers to buy at ${shop.name}`);
  const signIn = await backend.request.post(`${backend.url}/market/api/v1/account/customer/sign_in`, {
    data: { login: DEMO_LOGIN, password: DEMO_PASSWORD },
  });
  if (!signIn.ok()) throw new Error(`signing the demo shopper in failed: HTTP ${signIn.status()}`);
  const { account } = (await signIn.json()) as { account: { auth_token: string; id: number } };
  const selected = { id: shop.id, name: shop.name, api_endpoint: endpoint };
  const entries = {
    'storefront.suppliers': persisted({ selected }),
    'storefront.account': persisted({ account, token: account.auth_token }),
    // The previous build's basket shape: the app migrates it, as it does for returning shoppers.
    'storefront.cart.v1': persisted({
      supplierId: shop.id,
      items: distinct.map((offer) => ({ offer, qty: 1 })),
    }),
  };
  await seedOnce(page, entries);
  return { token: account.auth_token, userId: account.id, dataset: 'market' };
}

export interface PlacedOrder {
  id: number;
  reference: string;
}

/**
 * An order the demo shopper placed a moment ago at Sea Point through the supplier API, as the
 * checkout places it: `offers` (2 of each), collected at the first slot, paid with `provider`.
 */
export async function placeOrderByApi(
  backend: Backend,
  shopper: { token: string; userId: number },
  offers: SeedOffer[],
  provider = 'CASH',
): Promise<PlacedOrder> {
  const slots = await backend.request.get(
    `${backend.url}/reference/catalog/v1/suppliers/${SEA_POINT.id}/timeslots?requires_shipping=false`,
  );
  if (!slots.ok()) throw new Error(`reading the timeslots failed: HTTP ${slots.status()}`);
  const { timeslots } = (await slots.json()) as { timeslots: { value: string }[] };
  const response = await backend.request.post(`${backend.url}/reference/api/v1/orders/register`, {
    headers: { Authorization: `Bearer ${shopper.token}`, 'Idempotency-Key': `e2e-${Math.random()}` },
    data: aCollectionOrder(
      { id: shopper.userId, login: DEMO_LOGIN },
      SEA_POINT.id,
      offers.map((o) => ({ offer_id: o.id, qty: 2, price_in_cents: o.price_in_cents })),
      timeslots[0]!.value,
      { provider },
    ),
  });
  if (!response.ok())
    throw new Error(`placing an order failed: HTTP ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { order: PlacedOrder }).order;
}

/** One order as the supplier answers it now (its money fields). */
export async function orderAtSupplier(
  backend: Backend,
  shopper: { token: string; dataset: DatasetName },
  orderId: number,
): Promise<{ total_in_cents: number; paid_in_cents: number; payment_status: string; bag_qty: number }> {
  const response = await backend.request.get(`${backend.url}/${shopper.dataset}/api/v1/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${shopper.token}` },
  });
  if (!response.ok()) throw new Error(`reading order ${orderId} failed: HTTP ${response.status()}`);
  const body = (await response.json()) as { order: Awaited<ReturnType<typeof orderAtSupplier>> };
  return body.order;
}
