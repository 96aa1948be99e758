import type { Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts';
import { expect, test, type Backend } from './fixtures';
import { useMarketDeployment } from './support/deployment';
import { expectNoAxeViolations } from './support/screen';
import { seedOnce } from './support/storage';

// Price comparison on a phone (market demo, no shop chosen), issue 39 items 8 and 9: a shop that
// lacks part of the basket says how much, is greyed and comes after every shop that has it all,
// and 'Cheapest' is a complete basket's. Decision 041.

// Blueberries and an avocado: one shop nearby sells neither, another has the avocado out of stock.
const PRODUCTS = [4026, 4015];

interface MarketOffer {
  id: number;
  stokvel: boolean;
  out_of_stock_at: string | null;
}

/** The demo shopper signed in, with one buyable offer of each product in the basket, before boot. */
async function shopperWithMarketBasket(page: Page, { url, request }: Backend): Promise<void> {
  const signIn = await request.post(`${url}/market/api/v1/account/customer/sign_in`, {
    data: { login: DEMO_LOGIN, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), 'the demo shopper signs in').toBe(true);
  const { account } = (await signIn.json()) as { account: { auth_token: string } };
  const items = [];
  for (const product of PRODUCTS) {
    // No supplier_id: every shop's offers, as price comparison's product page lists them.
    const answer = await request.get(`${url}/market/catalog/v1/products/${product}/offers`);
    const body = (await answer.json()) as MarketOffer[] | { offers: MarketOffer[] };
    const offers = Array.isArray(body) ? body : body.offers;
    const offer = offers.find((o) => !o.stokvel && !o.out_of_stock_at);
    if (!offer) throw new Error(`no buyable offer of product ${product}`);
    items.push({ offer, qty: 1 });
  }
  const persisted = (state: unknown) => JSON.stringify({ state, version: 1 });
  await seedOnce(page, {
    'storefront.account': persisted({ account, token: account.auth_token }),
    // The previous build's basket shape (whole offers): the app migrates it into lines.
    'storefront.cart.v1': persisted({ supplierId: null, items }),
  });
}

test.use({
  viewport: { width: 390, height: 844 },
  geolocation: { latitude: -33.9249, longitude: 18.4241 },
  permissions: ['geolocation'],
});

test('a shop missing items is greyed, says how many, and never takes the cheapest’s place', async ({
  page,
  backend,
}) => {
  await useMarketDeployment(page);
  await shopperWithMarketBasket(page, backend);
  await page.goto('/basket');
  await page.getByRole('link', { name: 'Compare prices and order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare basket' })).toBeVisible();
  // No dispatch chosen yet: the totals are the groceries', delivery on its own row.
  await expect(
    page.getByText('Totals leave out delivery. Delivery fees are added at checkout if you choose delivery.'),
  ).toBeVisible();

  const shops = page.getByRole('list', { name: 'Shops' }).getByRole('listitem');
  await expect(shops.first()).toBeVisible({ timeout: 15_000 });
  const count = await shops.count();
  expect(count).toBeGreaterThan(2);
  const missing: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const text = (
      await shops
        .nth(i)
        .getByText(/^\d+ missing$/)
        .allTextContents()
    )[0];
    missing.push(text ? Number.parseInt(text, 10) : 0);
  }
  expect(
    missing.some((n) => n > 0),
    'a shop nearby lacks part of the basket',
  ).toBe(true);
  // Complete baskets first, then fewest missing first.
  expect(missing).toEqual([...missing].sort((a, b) => a - b));

  const cheapest = shops.filter({ has: page.getByText('Cheapest', { exact: true }) });
  await expect(cheapest).toHaveCount(1);
  await expect(shops.first().getByText('Cheapest', { exact: true })).toBeVisible();
  await expect(cheapest.getByText(/missing/)).toHaveCount(0);

  // Greyed, not bold: the muted colour, still readable (axe checks the contrast).
  const partial = shops.nth(missing.findIndex((n) => n > 0)).locator('.compare-shop__total');
  await expect(partial).toHaveCSS('font-weight', '400');
  await expect(shops.first().locator('.compare-shop__total')).toHaveCSS('font-weight', '700');
  await expectNoAxeViolations(page);
});

test('price comparison’s home says promotions, stokvel and combos need a shop, and offers to choose one', async ({
  page,
}) => {
  await useMarketDeployment(page);
  await page.goto('/');
  const entries = page.getByRole('navigation', { name: 'Offers and stores' });
  await expect(entries.getByText('Choose a shop to see its promotions, stokvel and combos.')).toBeVisible();
  await expectNoAxeViolations(page);
  await entries.getByRole('button', { name: 'Choose your store' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose your store' })).toBeVisible();
});
