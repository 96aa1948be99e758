import type { Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';

// The address book against the production build and `npm run mock-api`: the geocoder and the map
// tiles come from the mock API too (deployment map.tile_url / map.geocoder_url), never the internet.

const SEEDED = '12 Roodebloem Road, Woodstock, Cape Town, 7925';
const BREE = '12 Bree Street, Cape Town City Centre, Cape Town, 8001';

/** Signs in through the form by field names, so it works in any language, then opens the book. */
async function openAddressBook(page: Page): Promise<void> {
  await page.goto(`/sign_in?return_to=${encodeURIComponent('/address_management')}`);
  await page.locator('input[name="username"]').fill(DEMO_LOGIN);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('input[name="password"]').press('Enter');
  await expect(page).toHaveURL('/address_management');
  await expect(page.getByRole('list').filter({ hasText: SEEDED })).toBeVisible();
}

/** Presses Tab until `target` has focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a shopper adds an address with search and the map, sees it listed and deletes both', async ({
  page,
  backend,
}) => {
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/geo/tiles/'))
      tiles.push(request.url());
  });
  await seedStorage(page, { supplier: SEA_POINT });
  await openAddressBook(page);
  expect(tiles, 'no tiles before the picker opens').toEqual([]);

  await page.getByRole('button', { name: 'Add an address' }).click();
  const search = page.getByRole('searchbox', { name: 'Search for your address' });
  await expect(search).toBeFocused();
  await search.fill('bree');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: BREE }).click();
  const pin = page.getByRole('status').filter({ hasText: 'Pin at' });
  await expect(pin).toHaveText(`Pin at ${BREE} (latitude -33.91670, longitude 18.42060)`);

  const map = page.getByRole('region', { name: /^Map/ });
  await expect(map).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
  expect(tiles.every((url) => url.startsWith(`${backend.url}/geo/tiles/`))).toBe(true);

  // A tap elsewhere on the map moves the pin; the street address stays the one chosen.
  const box = await map.boundingBox();
  if (!box) throw new Error('map has no box');
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.3);
  await expect(pin).not.toHaveText(/latitude -33\.91670, longitude 18\.42060/);
  await expect(pin).toContainText(`Pin at ${BREE}`);
  const tapped = await pin.textContent();

  // Dragging the pin adjusts it too.
  const marker = await map.locator('.address-map__pin').boundingBox();
  if (!marker) throw new Error('pin has no box');
  await page.mouse.move(marker.x + marker.width / 2, marker.y + marker.height / 2);
  await page.mouse.down();
  await page.mouse.move(marker.x + 60, marker.y + 40, { steps: 8 });
  await page.mouse.up();
  await expect(pin).not.toHaveText(tapped ?? '');
  await expect(pin).toContainText(`Pin at ${BREE}`);

  await page.getByLabel('Unit or floor (optional)').fill('Flat 7');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address saved' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Saved addresses' });
  await expect(list.getByText(BREE)).toBeVisible();
  await expect(list.getByText('Unit or floor: Flat 7')).toBeVisible();

  for (const address of [BREE, SEEDED]) {
    await page.getByRole('button', { name: `Delete ${address}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(`Delete the address ${address}?`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(address)).toHaveCount(0);
  }
  await expect(page.getByText('No Addresses', { exact: true })).toBeVisible();
});

test('an address can be added with the keyboard alone', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await openAddressBook(page);
  await tabTo(page, page.getByRole('button', { name: 'Add an address' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('sea point');
  await page.keyboard.press('Enter');
  const choice = page.getByRole('button', { name: /^14 Regent Road/ });
  await expect(choice).toBeVisible();
  await tabTo(page, choice);
  await page.keyboard.press('Enter');
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  const pin = page.getByRole('status').filter({ hasText: 'Pin at' });
  await expect(pin).toContainText('longitude 18.38420');
  // The pin is reachable with Tab and moves with the arrow keys.
  await tabTo(page, page.locator('.address-map__pin'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(pin).not.toContainText('longitude 18.38420');
  await expect(pin).toContainText('Pin at 14 Regent Road');
  await tabTo(page, page.getByLabel('Unit or floor (optional)'));
  await page.keyboard.type('2nd floor');
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Saved addresses' });
  await expect(list.getByText('14 Regent Road, Sea Point, Cape Town, 8005')).toBeVisible();
  await expect(list.getByText('Unit or floor: 2nd floor')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an address' })).toBeFocused();
});

test('a shop that only offers collection shows why there is no address book', async ({ page }) => {
  // Kalk Bay, the seeded collect-only shop, is closed on some weekdays and would pop its notice up;
  // Sea Point with its delivery option taken away keeps this test independent of the day.
  await page.route('**/shopit/v1/client_config.json*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      client_config: { shipping: { name: string }[] };
    };
    body.client_config.shipping = body.client_config.shipping.filter((option) => option.name !== 'PICUP');
    await route.fulfill({ response, json: body });
  });
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto(`/sign_in?return_to=${encodeURIComponent('/address_management')}`);
  await page.locator('input[name="username"]').fill(DEMO_LOGIN);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('input[name="password"]').press('Enter');
  await expect(page.getByText(/The shop you chose does not deliver/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add an address' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL('/');
});

for (const locale of ['en', 'af', 'fr'] as const) {
  test(`the address book, the picker with results and its error pass axe in ${locale}`, async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT, locale });
    await openAddressBook(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoAxeViolations(page);

    const add = page.locator('main button.button--primary');
    await add.click();
    const search = page.getByRole('searchbox');
    await expect(search).toBeFocused();
    // Save before choosing: the error state.
    await page.locator('.address-picker__save button[type="submit"]').click();
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await search.fill('main road');
    await search.press('Enter');
    await page.locator('.address-results__choice').first().click();
    await expect(page.locator('.address-map__pin')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('.address-list button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
