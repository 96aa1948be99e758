import type { Page } from '@playwright/test';
import { DEBTOR_LOGIN, DEBTOR_PASSWORD } from '../../src/mocks/db/seed/accounts';
import { expect, type Backend } from '../fixtures';
import { useMarketDeployment as serveMarketDeployment } from './deployment';
import { seedOnce } from './storage';
import type { SeedOffer } from './checkout';

// The seeded caterer in the market deployment (the only one that offers DEBTORCARD), with a basket
// at one of the shops where it holds a debtor card: an accepted card at Bellville Bulk Traders
// (R1 850.00), an accepted card at Khaya Fresh Market with only R40.00 on it, and a pending request
// at Plein Family Grocer. Each test has its own backend session, so the balances it spends and tops
// up are nobody else's. Used by the debtor-card checkout and money-path specs.

/** The payment step's option for the debtor card. */
export const DEBTOR_CARD = 'Debtor card';

export interface Shop {
  id: number;
  name: string;
  slug: string;
}

export const KHAYA: Shop = { id: 21, name: 'Khaya Fresh Market', slug: 'khaya-fresh' };
export const PLEIN: Shop = { id: 22, name: 'Plein Family Grocer', slug: 'plein-family-grocer' };
export const BELLVILLE: Shop = { id: 23, name: 'Bellville Bulk Traders', slug: 'bellville-bulk' };

/** The debtor shopper as the money-path helpers count their orders: in the market dataset. */
export interface DebtorShopper {
  token: string;
  userId: number;
  dataset: 'market';
}

const persisted = (state: unknown, version = 1) => JSON.stringify({ state, version });

/** Offers the shop sells now per unit for R10 to R100, through the shop's own search. */
export async function offersToBuyAt(backend: Backend, shop: Shop): Promise<SeedOffer[]> {
  const endpoint = `${backend.url}/market/s/${shop.slug}`;
  const response = await backend.request.get(
    `${endpoint}/catalog/v1/offers/search?query=e&supplier_id=${shop.id}&page=1&per_page=100`,
  );
  if (!response.ok()) throw new Error(`offer search at ${shop.name} failed: HTTP ${response.status()}`);
  const { offers } = (await response.json()) as { offers: SeedOffer[] };
  const fit = offers.filter(
    (o) =>
      o.supplier.id === shop.id &&
      !o.stokvel &&
      !o.out_of_stock_at &&
      !o.per_kg &&
      o.price_in_cents >= 1_000 &&
      o.price_in_cents <= 10_000,
  );
  return [...new Map(fit.map((o) => [o.id, o])).values()];
}

/** One offer from `offersToBuyAt`, with the quantity that makes the basket at least `atLeastCents`. */
export async function basketLineAt(backend: Backend, shop: Shop, atLeastCents: number) {
  const [offer] = await offersToBuyAt(backend, shop);
  if (!offer) throw new Error(`no offer to buy at ${shop.name}`);
  return { offer, qty: Math.max(1, Math.ceil(atLeastCents / offer.price_in_cents)) };
}

/**
 * The market deployment, with `shop` chosen and the debtor shopper signed in (API) holding a basket
 * there worth at least `atLeastCents`, written before the app boots, once per tab.
 */
export async function debtorWithBasketAt(
  page: Page,
  backend: Backend,
  shop: Shop,
  atLeastCents: number,
): Promise<DebtorShopper> {
  // Not a React hook despite its name: it routes config.json to the market deployment.
  await serveMarketDeployment(page);
  const line = await basketLineAt(backend, shop, atLeastCents);
  const signIn = await backend.request.post(`${backend.url}/market/api/v1/account/customer/sign_in`, {
    data: { login: DEBTOR_LOGIN, password: DEBTOR_PASSWORD },
  });
  if (!signIn.ok()) throw new Error(`signing the debtor shopper in failed: HTTP ${signIn.status()}`);
  const { account } = (await signIn.json()) as { account: { auth_token: string; id: number } };
  const selected = { id: shop.id, name: shop.name, api_endpoint: `${backend.url}/market/s/${shop.slug}` };
  const entries = {
    'storefront.suppliers': persisted({ selected }),
    'storefront.account': persisted({ account, token: account.auth_token }),
    // The previous build's basket shape: the app migrates it, as it does for returning shoppers.
    'storefront.cart.v1': persisted({ supplierId: shop.id, items: [line] }),
  };
  await seedOnce(page, entries);
  return { token: account.auth_token, userId: account.id, dataset: 'market' };
}

/** Another tab of the shopper's browser, in the market deployment (it shares the first one's storage). */
export async function debtorTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  await serveMarketDeployment(tab);
  return tab;
}

/** Signs the debtor shopper in on the sign-in screen the app is showing. */
export async function signInAsDebtor(page: Page): Promise<void> {
  await page.getByLabel('Mobile number').fill(DEBTOR_LOGIN);
  await page.getByLabel('Password').fill(DEBTOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed in' })).toBeVisible();
}

/** The balance of the shopper's debtor card at `shop`, as the shop answers it now. */
export async function debtorCardBalance(
  backend: Backend,
  shopper: DebtorShopper,
  shop: Shop,
): Promise<number> {
  const response = await backend.request.patch(
    `${backend.url}/market/api/v1/account/customer/${shopper.userId}/update`,
    { headers: { Authorization: `Bearer ${shopper.token}` }, data: { account: {} } },
  );
  if (!response.ok()) throw new Error(`reading the debtor cards failed: HTTP ${response.status()}`);
  const { account } = (await response.json()) as {
    account: { debtor_cards: { supplier_id: number; status: string; balance_in_cents: number }[] };
  };
  const card = account.debtor_cards.find((c) => c.supplier_id === shop.id && c.status === 'accepted');
  if (!card) throw new Error(`no accepted debtor card at ${shop.name}`);
  return card.balance_in_cents;
}
