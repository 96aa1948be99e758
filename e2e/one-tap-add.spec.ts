import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useDeployment } from './support/deployment';
import { signIn } from './support/sign-in';
import { SEA_POINT, seedStorage } from './support/storage';

// Issue 39: a counted item goes into the basket with one tap on its tile, which turns into the
// line's stepper; a weighed one opens the amount panel; a product of several offers offers them.

test.use({ viewport: { width: 390, height: 844 } });

const NUT_BUTTERS = '/category/207';
const ALMOND = 'Wild Coast Nut Co. Almond butter, 350 g jar';
const basketLink = (page: Page) => page.getByRole('link', { name: /in the basket$/ });

test('one tap on a tile adds a counted item, and the tile becomes its stepper', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto(NUT_BUTTERS);
  await page.getByRole('button', { name: 'Add Almond butter to the basket' }).click();

  await expect(page.getByRole('status').filter({ hasText: `Added to your basket: ${ALMOND}` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const stepper = page.getByRole('group', { name: `${ALMOND} in the basket` });
  await expect(stepper.getByRole('status')).toHaveText('1');
  await expect(basketLink(page)).toHaveAccessibleName('R 169.99 1 item in the basket');

  await stepper.getByRole('button', { name: `Increase quantity of ${ALMOND}` }).click();
  await expect(stepper.getByRole('status')).toHaveText('2');
  await expect(basketLink(page)).toHaveAccessibleName('R 339.98 1 item in the basket');

  // Below the minimum the line goes, and the tile offers Add again.
  await stepper.getByRole('button', { name: `Decrease quantity of ${ALMOND}` }).click();
  await stepper.getByRole('button', { name: `Decrease quantity of ${ALMOND}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Removed from your basket: ${ALMOND}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Almond butter to the basket' })).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName('R 0.00 0 items in the basket');
});

test("a tile's stepper repeats while + is held, as the panel's does", async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.clock.install();
  await page.goto(NUT_BUTTERS);
  await page.getByRole('button', { name: 'Add Almond butter to the basket' }).click();
  const stepper = page.getByRole('group', { name: `${ALMOND} in the basket` });
  const box = await stepper.getByRole('button', { name: `Increase quantity of ${ALMOND}` }).boundingBox();
  if (!box) throw new Error('no + button');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.runFor(1_000);
  await page.mouse.up();
  const held = Number(await stepper.getByRole('status').textContent());
  expect(held).toBeGreaterThan(5);
  await page.clock.runFor(300);
  await expect(stepper.getByRole('status')).toHaveText(String(held));
});

test('a product of several offers offers them; a weighed one opens the amount panel', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto(NUT_BUTTERS);
  await page.getByRole('button', { name: 'Add Smooth peanut butter to the basket' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Smooth peanut butter' });
  const jar = 'Noordhoek Naturals Smooth peanut butter, 500 g jar';
  await chooser.getByRole('button', { name: `Add ${jar} to the basket` }).click();
  await expect(chooser.getByRole('group', { name: `${jar} in the basket` })).toBeVisible();

  const loose = 'Loose & Local Smooth peanut butter (per kg)';
  await chooser.getByRole('button', { name: `Add ${loose} to the basket` }).click();
  const panel = page.getByRole('dialog', { name: loose });
  await expect(panel.getByText('*measurement may vary up to 5%')).toBeVisible();
  await panel.getByRole('button', { name: 'Add to basket' }).click();
  await expect(panel).toBeHidden();
  await chooser.getByRole('button', { name: 'Close' }).click();
  await expect(basketLink(page)).toHaveAccessibleName(/ 2 items in the basket$/);
  // Two lines of one product: the tile says so and opens the choice again.
  await expect(page.getByRole('button', { name: '2 in basket: choose Smooth peanut butter' })).toBeVisible();
});

test('the product page reads right for a weighed item: From per kg, no pack size, no filters for three offers', async ({
  page,
}) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/product/2019');
  await expect(page.getByText('From R 52.49', { exact: true })).toBeVisible();
  const loose = page.getByRole('listitem').filter({ hasText: 'Loose & Local Smooth peanut butter (per kg)' });
  await expect(loose.getByText('Sold by weight, from 0.250 kg')).toBeVisible();
  await expect(loose.getByText('1 kg', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('search', { name: 'Filter offers' })).toHaveCount(0);
  const picture = await page.locator('.product__image').boundingBox();
  expect(picture?.width).toBeGreaterThanOrEqual(240);

  // Related items are tiles with a price and their own Add, asked for as the shopper scrolls to them.
  const related = page.getByRole('list', { name: 'Similar items' });
  await related.scrollIntoViewIfNeeded();
  await expect(related.getByText('R 169.99')).toBeVisible();
  await related.getByRole('button', { name: `Add ${ALMOND} to the basket` }).click();
  await expect(related.getByRole('group', { name: `${ALMOND} in the basket` })).toBeVisible();
});

test.describe('the wholesaler (large-demo)', () => {
  test.beforeEach(async ({ page }) => useDeployment(page, 'large-demo'));

  test('one tap adds from the windowed 2,000-product grid, far down the category', async ({ page }) => {
    await seedStorage(page, { supplier: { id: 31, name: 'Cape Cash & Carry', api_endpoint: null } });
    await page.goto('/category/411');
    const tiles = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(tiles.first()).toHaveAttribute('aria-setsize', '2000');
    await page.keyboard.press('End');
    const last = tiles.last();
    await expect(last).toHaveAttribute('aria-posinset', '2000');
    await last.getByRole('button', { name: /^Add .+ to the basket$/ }).click();
    // This product has several pack sizes: the choice opens over the grid, and one tap there adds.
    const chooser = page.getByRole('dialog', { name: /^Choose / });
    await chooser
      .getByRole('button', { name: /^Add .+ to the basket$/ })
      .first()
      .click();
    await expect(chooser.getByRole('group', { name: / in the basket$/ })).toBeVisible();
    await expect(basketLink(page)).toHaveAccessibleName(/ 1 item in the basket$/);
  });
});

test.describe('signed in', () => {
  test('a favourite is kept through a reload, listed with Add, and forgotten on sign-out', async ({
    page,
  }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    await signIn(page, NUT_BUTTERS);
    const heart = page.getByRole('button', { name: 'Favourite: Almond butter' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favourite: Almond butter' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Almond butter to the basket' }).click();
    await expect(page.getByRole('group', { name: `${ALMOND} in the basket` })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('button', { name: 'Log out' })
      .or(page.getByRole('link', { name: 'Log out' }))
      .click();
    await signIn(page, '/favourites');
    await expect(page.getByRole('heading', { level: 2, name: 'No favourites yet' })).toBeVisible();
  });

  test("'Buy again' on the home lists what the returning shopper bought, each with Add", async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    await signIn(page, '/');
    const row = page.getByRole('region', { name: 'Buy again' });
    const add = row.getByRole('button', { name: /^Add .+ to the basket$/ }).first();
    await expect(add).toBeVisible();
    await add.click();
    // Bought at another branch: this shop may sell it by weight (the panel asks the amount) or in
    // several packs (offered to choose from); whichever opens, one more tap adds it.
    const dialog = page.getByRole('dialog').last();
    const added = row.getByRole('group', { name: / in the basket$/ });
    await expect(dialog.or(added).first()).toBeVisible();
    if (await dialog.isVisible()) {
      const panel = page.getByRole('dialog').getByRole('button', { name: 'Add to basket' });
      const choose = dialog.getByRole('button', { name: /^Add .+ to the basket$/ }).first();
      if (await choose.isVisible()) {
        await choose.click();
        await expect(panel.or(dialog.getByRole('group')).first()).toBeVisible();
      }
      if (await panel.isVisible()) await panel.click();
    }
    await expect(basketLink(page)).toHaveAccessibleName(/ 1 item in the basket$/);
    await expect(page.getByRole('region', { name: 'Specials' }).getByRole('listitem').first()).toBeVisible();
  });
});

test('a visitor who taps a heart is asked to sign in', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto(NUT_BUTTERS);
  await page.getByRole('button', { name: 'Favourite: Almond butter' }).click();
  await expect(page.getByRole('dialog', { name: 'Account required' })).toBeVisible();
});
