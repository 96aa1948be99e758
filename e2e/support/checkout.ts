import type { Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts';
import { expect, type Backend } from '../fixtures';
import { SEA_POINT, seedOnce } from './storage';
import type { DatasetName } from '../../src/mocks/db/seed/types';

// A signed-in shopper with a basket of real offers of the fake backend, so a checkout journey starts
// at the basket. Written once per tab (a reload must find the app's own state, not the seed again).
// Every call goes to the test's own backend session (the `backend` fixture).

type BackendApi = Pick<Backend, 'url' | 'request'>;

const persisted = (state: unknown, version = 1) => JSON.stringify({ state, version });

export interface SeedOffer {
  id: number;
  name: string;
  price_in_cents: number;
  per_kg?: boolean | null;
  stokvel?: boolean;
  out_of_stock_at?: string | null;
  supplier: { id: number };
}

/** Offers Sea Point sells now that match a search and a test, through the supplier's own search. */
export async function findOffers(
  { url, request }: BackendApi,
  query: string,
  fits: (offer: SeedOffer) => boolean,
): Promise<SeedOffer[]> {
  const response = await request.get(
    `${url}/reference/catalog/v1/offers/search?query=${query}&supplier_id=${SEA_POINT.id}&page=1&per_page=100`,
  );
  if (!response.ok()) throw new Error(`offer search failed: HTTP ${response.status()}`);
  const { offers } = (await response.json()) as { offers: SeedOffer[] };
  return offers.filter((o) => !o.stokvel && !o.out_of_stock_at && fits(o));
}

/** `count` offers sold per unit at R10 or more, so any one of them passes the minimum order. */
export async function offersToBuy(backend: BackendApi, count: number): Promise<SeedOffer[]> {
  const fit = await findOffers(backend, 'e', (o) => !o.per_kg && o.price_in_cents >= 1_000);
  if (fit.length < count) throw new Error(`only ${fit.length} offers to buy`);
  return fit.slice(0, count);
}

/** Granny Smith apples by the kilo (R27.99/kg): 0.25 kg is under the minimum, 0.5 kg within R25 of credit. */
export async function applesByTheKilo(backend: BackendApi): Promise<SeedOffer> {
  const [apples] = await findOffers(backend, 'granny', (o) => Boolean(o.per_kg));
  if (!apples) throw new Error('no apples by the kilo in the demo catalogue');
  return apples;
}

/** Signs the demo shopper in (API) and fills the basket before the app boots, once per tab. */
export async function shopperWithBasket(
  page: Page,
  backend: BackendApi,
  lines: { offer: SeedOffer; qty: number }[],
): Promise<{ token: string; userId: number }> {
  const signIn = await backend.request.post(`${backend.url}/reference/api/v1/account/customer/sign_in`, {
    data: { login: DEMO_LOGIN, password: DEMO_PASSWORD },
  });
  if (!signIn.ok()) throw new Error(`signing the demo shopper in failed: HTTP ${signIn.status()}`);
  const { account } = (await signIn.json()) as { account: { auth_token: string; id: number } };
  const entries = {
    'storefront.suppliers': persisted({ selected: SEA_POINT }),
    'storefront.account': persisted({ account, token: account.auth_token }),
    // The previous build's basket shape: the app migrates it, as it does for returning shoppers.
    'storefront.cart.v1': persisted({ supplierId: SEA_POINT.id, items: lines }),
  };
  await seedOnce(page, entries);
  return { token: account.auth_token, userId: account.id };
}

/** Orders the shopper has at the fake backend now (to prove a checkout made exactly one). */
export async function orderCount(
  { url, request }: BackendApi,
  shopper: { token: string; userId: number; dataset?: DatasetName },
): Promise<number> {
  const { token, userId, dataset = 'reference' } = shopper;
  const response = await request.get(`${url}/${dataset}/api/v1/users/${userId}/orders?page=1&per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { orders: unknown[] };
  return body.orders.length;
}

/**
 * Price comparison's basket: for each product, the first offer that can be bought, from whichever
 * shop lists it first (market deployment, signed in).
 */
export async function addFirstOffers(page: Page, productIds: readonly number[]): Promise<void> {
  for (const product of productIds) {
    await page.goto(`/product/${product}`);
    const offers = page.getByRole('region', { name: 'Offers' });
    await offers
      .getByRole('button', { name: /^Add .+ to the basket$/ })
      .and(page.locator(':enabled'))
      .first()
      .click();
    // A counted offer goes in with the tap; a weighed one asks its amount in the panel first.
    const panel = page.getByRole('dialog');
    const added = offers.getByRole('group', { name: / in the basket$/ });
    await expect(panel.or(added).first()).toBeVisible();
    if (await panel.isVisible()) {
      await panel.getByRole('button', { name: 'Add to basket' }).click();
      await expect(panel).toBeHidden();
    }
    await expect(added).toBeVisible();
  }
}
