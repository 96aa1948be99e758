import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { anOffer } from '../tests/app/fixtures';
import { API, expect, type Backend } from './fixtures';
import {
  // Not a React hook: it routes config.json to the market deployment.
  useMarketDeployment as serveMarketDeployment,
} from './support/deployment';
import { SEA_POINT, seedStorage, seedOnce } from './support/storage';
import { faultMatrix, MATRIX_TIMEOUT_SECONDS, type FaultDriver } from './support/fault-matrix';
import { answered } from './support/requests';
import { returningShopperStorage } from '../tooling/seed-shopper';

// The calls a shopper meets while browsing (boot, shops, home decoration, product, lists) and the
// shop's checkout options, through every fault of the fake backend (e2e/support/fault-matrix.ts).

/** A returning shopper: Sea Point chosen, one line in the basket. */
const shopper = (page: Page) =>
  seedStorage(page, { supplier: SEA_POINT, basket: { offer: anOffer(), qty: 2 } });

const persisted = (state: unknown) => JSON.stringify({ state, version: 1 });

/** The market demo's file config, with the mock API's origin, for edits of it. */
const MARKET = JSON.parse(
  readFileSync('deployments/market-demo.json', 'utf8').replaceAll('https://api.fake-supplier.test', API),
) as { api: object; features: object };

/**
 * The market demo with Khaya Fresh Market chosen (the reference shops have no stokvel or combos).
 * Its config route replaces the runner's edit, so the matrix's timeout is set here too.
 */
async function marketShop(page: Page, backend: Backend, features: object = {}): Promise<void> {
  await serveMarketDeployment(page, {
    api: { ...MARKET.api, timeout_seconds: MATRIX_TIMEOUT_SECONDS },
    features: { ...MARKET.features, ...features },
  });
  const selected = {
    id: 21,
    name: 'Khaya Fresh Market',
    api_endpoint: `${backend.url}/market/s/khaya-fresh`,
  };
  await seedOnce(page, { 'storefront.suppliers': persisted({ selected }) });
}

const main = (page: Page) => page.getByRole('main');
const entry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Offers and stores' }).getByRole('link', { name, exact: true });
const offerCards = (page: Page) => main(page).getByRole('heading', { level: 2 });

/** A driver that opens `path` as a returning shopper, the call being the page's own query. */
function screen(
  operation: string,
  path: string,
  works: FaultDriver['works'],
  extra: Partial<FaultDriver> = {},
): FaultDriver {
  return {
    operation,
    arrive: async (page) => {
      await shopper(page);
      await page.goto(path);
    },
    call: async (page) => {
      await page.goto(path);
    },
    works,
    ...extra,
  };
}

/** Opens the promotions, waits for the server's overrides, then goes home in the app. */
async function firstVisitThenHome(page: Page): Promise<void> {
  const overrides = answered(page, /\/shopfront_config$/);
  await page.goto('/promotions');
  await overrides;
  // An answer the app takes is stored first, then applied with code of its own (start.tsx), which
  // a first visit still has to download; one it refuses is never stored, hence the bounded wait.
  const taken = await page
    .waitForFunction(() => localStorage.getItem('storefront.shopfront') !== null, null, { timeout: 5000 })
    .catch(() => null);
  const home = page.getByRole('banner').locator('a[href="/"]');
  await home.click();
  // The home has rendered its entries (with or without Combos) before anyone looks for one.
  await expect(entry(page, 'Promotions')).toBeVisible();
  if (!taken) return;
  // Taken overrides show Combos from the next render: come back to a home drawn before they applied.
  await expect(async () => {
    if (await entry(page, 'Combos').isVisible()) return;
    await entry(page, 'Promotions').click();
    await home.click();
    await expect(entry(page, 'Combos')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

const PRODUCT = '/product/2019';
const COUNTED = 'Noordhoek Naturals Smooth peanut butter, 500 g jar';
const RELATED = 'Wild Coast Nut Co. Almond butter, 350 g jar';
const relatedItems = (page: Page) => page.getByRole('region', { name: 'Related items' });
/** The product, scrolled down to its related items, whose tiles ask for their offers then. */
async function openRelatedItems(page: Page) {
  await page.goto(PRODUCT);
  await relatedItems(page).scrollIntoViewIfNeeded();
}
/** What Sea Point was called when the shopper chose it; the supplier refresh renames it. */
const OLD_NAME = 'Zero Waste Pantry (old name)';

const drivers: FaultDriver[] = [
  {
    // The server's overrides switch combos on in the market demo (src/mocks/handlers/config.ts).
    // Features apply from the next render on, so the shopper opens a page, then goes home. A first
    // visit: a returning shopper's tab paints with the overrides it was sent last time, whatever
    // the server says now, so the entry would show the call's earlier answer.
    operation: 'config.getShopfrontConfig',
    background: true,
    arrive: async (page, backend) => {
      await marketShop(page, backend, { combos: false, stokvel: false });
      await firstVisitThenHome(page);
    },
    call: async (page) => {
      await page.evaluate(() => localStorage.removeItem('storefront.shopfront'));
      await firstVisitThenHome(page);
    },
    works: (page) => entry(page, 'Combos'),
  },
  {
    // No shop chosen yet: the store selector opens and lists the shops near the map's position.
    operation: 'catalog.suppliersDistanceFrom',
    arrive: async (page) => {
      await page.goto('/');
    },
    call: async (page) => {
      await page.goto('/');
    },
    works: (page) =>
      page
        .getByRole('dialog', { name: 'Choose your store' })
        .getByRole('button', { name: 'Shop here: Zero Waste Pantry Sea Point' }),
  },
  {
    // Each navigation re-reads the chosen shop in the background: a renamed shop shows its new name.
    operation: 'catalog.getSupplier',
    background: true,
    arrive: async (page) => {
      await seedStorage(page, {
        supplier: { ...SEA_POINT, name: OLD_NAME },
        basket: { offer: anOffer(), qty: 2 },
      });
      await page.goto('/');
    },
    call: async (page) => {
      // The name the shopper's tab knew before the refresh (the last refresh stored the new one).
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        ['storefront.suppliers', persisted({ selected: { ...SEA_POINT, name: OLD_NAME } })],
      );
      const refresh = answered(page, /\/catalog\/v1\/suppliers\/14$/);
      await page.goto('/');
      await refresh;
    },
    works: (page) => page.getByRole('button', { name: `Change shop: ${SEA_POINT.name}` }),
  },
  screen(
    'catalog.getBanners',
    '/',
    (page) => page.getByRole('link', { name: 'Featured: Cleaning refills' }),
    {
      background: true,
    },
  ),
  screen(
    'catalog.getAds',
    '/',
    (page) => page.getByRole('list', { name: 'Featured' }).locator('img[src*="/img/ad/"]').first(),
    { background: true },
  ),
  screen('catalog.getSupplierLeaflets', '/', (page) => entry(page, 'Specials leaflets'), {
    background: true,
  }),
  screen('catalog.getProduct', PRODUCT, (page) =>
    page.getByRole('heading', { level: 1, name: 'Smooth peanut butter' }),
  ),
  screen('catalog.getProductOffers', PRODUCT, (page) =>
    page
      .getByRole('region', { name: 'Offers' })
      .getByRole('button', { name: `Add ${COUNTED} to the basket` }),
  ),
  // A related item names a sellable: its tile asks for the sellable's offers for its price and Add,
  // once the shopper scrolls near the section; a failure shows the shop's error and retry in that
  // tile, and the rest of the page stands.
  screen(
    'catalog.getSellableOffers',
    PRODUCT,
    (page) => relatedItems(page).getByRole('button', { name: `Add ${RELATED} to the basket` }),
    {
      arrive: async (page) => {
        await shopper(page);
        await openRelatedItems(page);
      },
      call: openRelatedItems,
    },
  ),
  screen('catalog.searchOffers', '/search?query=rice', (page) => offerCards(page).first()),
  {
    ...screen('catalog.getCombos', '/combos', (page) => offerCards(page).first()),
    arrive: async (page, backend) => {
      await marketShop(page, backend);
      await page.goto('/combos');
    },
  },
  screen('catalog.getActivePromotions', '/promotions', (page) => offerCards(page).first()),
  {
    ...screen('catalog.getActiveStokvel', '/stokvel', (page) => offerCards(page).first()),
    arrive: async (page, backend) => {
      await marketShop(page, backend);
      await page.goto('/stokvel');
    },
  },
  screen('catalog.getAgencies', '/agencies', (page) =>
    main(page).getByRole('heading', { level: 2, name: 'Zero Waste Pantry', exact: true }),
  ),
  screen('catalog.getLeaflets', '/leaflets', (page) =>
    main(page)
      .getByRole('link', { name: /^Open leaflet/ })
      .first(),
  ),
  {
    // The shop's checkout options: the first checkout step offers its ways to get the order.
    operation: 'cart.getClientConfig',
    arrive: async (page, backend) => {
      await seedOnce(page, await returningShopperStorage(backend.request, backend.url));
      await page.goto('/checkout/dispatch');
    },
    call: async (page) => {
      await page.goto('/checkout/dispatch');
    },
    works: (page) => page.getByRole('radio', { name: 'Collect', exact: true }),
  },
];

faultMatrix(drivers);
