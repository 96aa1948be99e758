import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stringsOf } from './support/locale';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';

// Data-light (decision 029): pictures wait until the shopper asks. The shopper turns it on in the
// drawer, or the browser's data saver (Save-Data) does it for them; their own choice wins.

/** Pictures the page asked for since `watchPictures` was called, preloads included. */
function watchPictures(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** The page shows no picture and the early script preloaded none. */
async function expectNoPictures(page: Page) {
  await expect(page.locator('img')).toHaveCount(0);
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
}

/** Turns the drawer's data saver `on` or off. */
async function setDataSaver(page: Page, on: boolean) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('checkbox', { name: 'Save data: show pictures only when I ask' }).setChecked(on);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('the drawer data saver keeps every picture back until the shopper taps for the product one, and is remembered', async ({
  page,
}) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/');
  await expect(page.getByRole('img', { name: /Featured: Cleaning refills/ })).toBeVisible();
  await setDataSaver(page, true);
  // The banner strip is only pictures: it goes; the categories it leads to stay on the list.
  await expect(page.getByRole('img', { name: /Featured: Cleaning refills/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Pantry staples/ })).toBeVisible();

  // A full load of a category: neither the early script nor the tiles ask for a picture.
  const asked = watchPictures(page);
  await page.goto('/category/101');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
  await expectNoPictures(page);

  await page.goto('/product/1001');
  const show = page.getByRole('button', { name: 'Show picture' });
  await expect(show).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible();
  await expectNoPictures(page);
  expect(asked, 'pictures asked for before the shopper asked').toEqual([]);

  await show.click();
  const picture = page.locator('img.product__image');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(asked).toEqual([expect.stringMatching(/\/img\/product\/1001-/)]);

  // Turned off, the pictures come back at once.
  await setDataSaver(page, false);
  await page.goto('/category/101');
  await expect(page.locator('main img').first()).toBeVisible();
});

test("the browser's data saver turns it on, and the shopper may turn it off", async ({ page }) => {
  // Chromium's Lite mode as a page sees it: navigator.connection.saveData.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
  );
  await seedStorage(page, { supplier: SEA_POINT });
  const asked = watchPictures(page);
  await page.goto('/category/101');
  await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
  await expectNoPictures(page);
  expect(asked).toEqual([]);

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('checkbox', { name: 'Save data: show pictures only when I ask' }),
  ).toBeChecked();
  await page.keyboard.press('Escape');
  await setDataSaver(page, false);
  await expect(page.locator('main img').first()).toBeVisible();
  // The choice holds on the next full load, the early script's preloads included. On a reload the
  // app's scripts may run and ask for the category before the early script does, which then leaves
  // the call and its pictures to the app (api/early-responses.ts). Holding the app's scripts until
  // the early script has asked makes this load show the early script's choice every time.
  const earlyAsked = page.waitForRequest(/\/catalog\/v1\/categories\/101\b/);
  await page.route('**/assets/*.js', async (route) => {
    await earlyAsked;
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('link[rel="preload"][as="image"]').first()).toBeAttached();
  await expect(page.locator('main img').first()).toBeVisible();
});

for (const locale of ['af', 'fr'] as const) {
  test(`the data saver's box and the product's 'Show picture' read in ${locale} and pass axe`, async ({
    page,
  }) => {
    const strings = stringsOf(locale);
    await seedStorage(page, { supplier: SEA_POINT });
    // Every load, after the seed: this language, the data saver on.
    await page.addInitScript((value) => {
      localStorage.setItem(
        'storefront.preferences',
        JSON.stringify({ state: { locale: value, dataLight: true }, version: 1 }),
      );
    }, locale);
    await page.goto('/product/1001');
    const show = page.getByRole('button', { name: strings.product.show_picture });
    await expect(show).toBeVisible();
    await expectNoAxeViolations(page);
    await show.click();
    await expect(page.locator('img.product__image')).toBeVisible();

    await page.getByRole('button', { name: strings.layout.menu }).click();
    await expect(page.getByRole('checkbox', { name: strings.drawer.data_light })).toBeChecked();
    await expectNoAxeViolations(page);
  });
}
