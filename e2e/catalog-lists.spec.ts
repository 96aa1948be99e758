import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';

// Journeys through the catalogue lists against the production build and the mock API: search with
// paging, the URL keeping the query, promotions and leaflets, every empty state (through the mock
// API's scenario switch, which each test has to itself in its backend session) and axe on each
// screen in every language.

const main = (page: Page) => page.getByRole('main');
const offerCards = (page: Page) => main(page).getByRole('heading', { level: 2 });

/** Waits until the screen has settled: no loading status, no navigation bar, network quiet. */
async function settled(page: Page): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('search pages as the shopper scrolls; the URL keeps the query; Back leaves search', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/');
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  const input = page.getByRole('searchbox', { name: 'Search products' });
  await expect(page.getByText('Search for products')).toBeVisible();

  await input.pressSequentially('a', { delay: 50 });
  await expect(offerCards(page)).toHaveCount(20);
  await expect(page).toHaveURL(/\/search\?query=a$/);

  // Scrolling to the end loads page 2 (no button press).
  const nextPage = page.waitForRequest(
    (r) => r.url().includes('/offers/search') && r.url().includes('page=2'),
  );
  await offerCards(page).nth(19).scrollIntoViewIfNeeded();
  await nextPage;
  // Past 40 results the grid keeps only the rows near the screen in the page: count what it says.
  const shown = page.getByText(/^\d+ items shown$/);
  await expect.poll(async () => parseInt((await shown.textContent()) ?? '0', 10)).toBeGreaterThanOrEqual(40);

  await page.reload();
  await expect(input).toHaveValue('a');
  await expect(offerCards(page)).toHaveCount(20);

  // Typing replaced the history entry: one Back returns to where search was opened from.
  await input.fill('rice');
  await expect(page).toHaveURL(/query=rice$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('promotions and leaflet specials show offer cards that open their product', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/promotions');
  await expect(offerCards(page).first()).toBeVisible();
  await expect(main(page).getByText('Special').first()).toBeVisible();
  const first = offerCards(page).first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);

  await page.goto('/leaflets_promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaflet specials' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /specials this fortnight/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(offerCards(page).filter({ hasText: name }).first()).toBeVisible();
});

test('leaflets follow the radius and dates and open their document in a new tab', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/leaflets');
  const open = main(page).getByRole('link', { name: /^Open leaflet/ });
  await expect(open.first()).toBeVisible();
  const within25 = await open.count();

  await page.getByLabel('Distance').selectOption('5');
  await expect(page).toHaveURL(/radius=5/);
  await expect.poll(() => open.count()).toBeLessThanOrEqual(within25);
  await page.getByLabel('Distance').selectOption('50');
  await expect.poll(() => open.count()).toBeGreaterThanOrEqual(within25);

  const popup = page.waitForEvent('popup');
  await open.first().click();
  expect((await popup).url()).toMatch(/\/leaflets\/\d+\.pdf$/);

  await page.getByLabel('From').fill('2999-01-01');
  await expect(main(page).getByText('No specials leaflets found')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('From')).toHaveValue('2999-01-01');
  await expect(main(page).getByText('No specials leaflets found')).toBeVisible();
});

const EMPTY_STATES = [
  ['/search?query=oat', 'No items found'],
  ['/promotions', 'No promotion offers found, check again tomorrow'],
  ['/leaflets_promotions', 'No promotion offers found, check again tomorrow'],
  ['/stokvel', 'No stokvel offers found, check again tomorrow'],
  ['/combos', 'No combos available, check again tomorrow'],
  ['/leaflets', 'No specials leaflets found'],
] as const;

for (const [path, text] of EMPTY_STATES) {
  test(`${path} says '${text}' when the supplier has nothing`, async ({ page, backend }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    await backend.scenario('empty');
    await page.goto(path);
    await expect(main(page).getByText(text, { exact: true })).toBeVisible();
  });
}

const SCREENS = [
  '/search?query=oat',
  '/promotions',
  '/leaflets_promotions',
  '/stokvel',
  '/combos',
  '/leaflets',
  '/agencies',
];

// One test per screen and locale: a walk through all 21 was a timed test on a busy machine.
for (const locale of ['en', 'af', 'fr'] as const) {
  for (const path of SCREENS) {
    test(`${path} passes axe in ${locale}`, async ({ page }) => {
      await seedStorage(page, { supplier: SEA_POINT, locale });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await settled(page);
      await expectNoAxeViolations(page);
    });
  }
}
