import { expect, test } from './fixtures';
import { useMarketDeployment } from './support/deployment';
import { markDocument } from './support/offline';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';
import { anOffer } from '../tests/app/fixtures';

// The frame around every screen: supplier choice, dialogs, alerts and the deploy reload. The drawer
// has a spec of its own (shell-drawer.spec.ts).

test.describe('supplier selector, agency mode', () => {
  test('must be answered before browsing, then returns home with the branch chosen', async ({ page }) => {
    await page.goto('/search');
    const dialog = page.getByRole('dialog', { name: 'Choose your store' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Zero Waste Pantry Kalk Bay' })).toBeVisible();
    await expect(dialog.getByText('3.4 km away')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Shop here: Zero Waste Pantry Observatory' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: /Zero Waste Pantry Observatory/ })).toBeVisible();
  });

  test('can be reopened from the supplier bar, says stay here, and closes with Escape', async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    await page.goto('/');
    const opener = page.getByRole('button', { name: /Change shop/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Choose your store' });
    await expect(
      dialog.getByRole('button', { name: 'Stay here: Zero Waste Pantry Sea Point' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('data-free mode searches 15 km and cannot be dismissed', async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    await page.goto('/?referer=moya');
    await page.getByRole('button', { name: /Change shop/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your store' });
    await expect(dialog.getByRole('heading', { name: 'Zero Waste Pantry Observatory' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Zero Waste Pantry Kalk Bay' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
  });

  test('uses the shopper position when the shopper taps for it', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -34.128, longitude: 18.449 }); // Kalk Bay harbour
    // Counts every ask for the position, whichever way the app would ask.
    await page.addInitScript(() => {
      const geo = navigator.geolocation;
      const counted = window as unknown as { positionAsks: number };
      counted.positionAsks = 0;
      for (const method of ['getCurrentPosition', 'watchPosition'] as const) {
        const original = geo[method].bind(geo) as (...args: unknown[]) => unknown;
        (geo as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
          counted.positionAsks += 1;
          return original(...args);
        };
      }
    });
    const asks = () => page.evaluate(() => (window as unknown as { positionAsks: number }).positionAsks);
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    const first = dialog.getByRole('listitem').first();
    // Asked for on the shopper's tap only: until then, the shops around the deployment's map position.
    await expect(first).toContainText('Zero Waste Pantry');
    await page.waitForLoadState('networkidle');
    await expect(first).not.toContainText('Kalk Bay');
    expect(await asks()).toBe(0);
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await expect(first).toContainText('Zero Waste Pantry Kalk Bay');
    expect(await asks()).toBe(1);
  });
});

test.describe('supplier selector, market mode', () => {
  test('offers price comparison and a supplier; price comparison keeps the basket, another shop empties it', async ({
    page,
  }) => {
    await useMarketDeployment(page);
    // A basket filled at Khaya Fresh.
    await seedStorage(page, {
      basket: { offer: anOffer({ supplier: { id: 21, name: 'Khaya Fresh', image_url: null } }), qty: 2 },
    });
    await page.goto('/');
    const basket = page.getByRole('link', { name: / in the basket$/ });
    await expect(basket).toHaveAccessibleName('R 65.80 1 item in the basket');
    await expect(page.getByRole('button', { name: /Price comparison/ })).toBeVisible();

    await page.getByRole('button', { name: /Change shop/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your store' });
    await dialog.getByRole('button', { name: 'Price comparison' }).click();
    await expect(dialog).toBeHidden();
    await expect(basket).toHaveAccessibleName('R 65.80 1 item in the basket');

    await page.getByRole('button', { name: /Change shop/ }).click();
    await dialog.getByRole('button', { name: /Shop here: Claremont Wholefoods Co-op/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('Changing shop empties it');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(basket).toHaveAccessibleName('R 0.00 0 items in the basket');
    await expect(page.getByText('Pantry staples')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('Home, then the same shop again, keeps the basket', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT, basket: { offer: anOffer(), qty: 2 } });
  await page.goto('/');
  const basket = page.getByRole('link', { name: / in the basket$/ });
  await expect(basket).toHaveAccessibleName('R 65.80 1 item in the basket');
  await page.getByRole('button', { name: 'Back to home and choose another shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your store' });
  await dialog.getByRole('button', { name: 'Shop here: Zero Waste Pantry Sea Point' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Please confirm' })).toHaveCount(0);
  await expect(basket).toHaveAccessibleName('R 65.80 1 item in the basket');
});

test.describe('connection', () => {
  // Images and the version check fail while offline; that is the situation under test.
  test.use({ allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

  test('offline and online alerts appear and clear', async ({ page, context }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    // The restored alert lives one second on the page's clock. The test holds that clock, so a busy
    // machine cannot let the alert come and go between two looks.
    await page.clock.install();
    // The alert itself is up from the first render (app/boot/connection.ts, and
    // connection-early.spec.ts). The offline-first code's first version check says that code is up
    // too, so the last look below proves it does not reload for the file the alert could not fetch.
    const followed = page.waitForRequest('**/version.txt');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await followed;
    await markDocument(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 10_000);
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: 'Internet connection lost' })).toBeVisible();
    await context.setOffline(false);
    const restored = page.getByRole('status').filter({ hasText: 'Internet connection restored' });
    await expect(restored).toBeVisible();
    await expect(page.getByText('Internet connection lost')).toHaveCount(0);
    await page.clock.runFor(900);
    await expect(restored).toBeVisible();
    await page.clock.runFor(100);
    await expect(restored).toHaveCount(0);
    // The script the offline alert could not fetch fails late; a reload for it would leave the page.
    expect(await page.evaluate(() => 'sameDocument' in window), 'not reloaded').toBe(true);
  });
});

test('a supplier closed today shows its notice once per day', async ({ page, backend }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.route(`${backend.url}/reference/catalog/v1/suppliers/14`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({
      response,
      json: { ...body, supplier: { ...body.supplier, closed_text: 'Closed today for stocktaking.' } },
    });
  });
  await page.goto('/');
  const notice = page.getByRole('dialog', { name: 'Zero Waste Pantry Sea Point is closed' });
  await expect(notice).toContainText('Closed today for stocktaking.');
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('changing shop with a filled basket asks first, and Cancel keeps both', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT, basket: { offer: anOffer(), qty: 2 } });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'R 65.80 1 item in the basket' })).toBeVisible();
  await page.getByRole('button', { name: /Change shop/ }).click();
  await page.getByRole('button', { name: 'Shop here: Zero Waste Pantry Observatory' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Changing shop empties it');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('link', { name: 'R 65.80 1 item in the basket' })).toBeVisible();

  await page.getByRole('button', { name: 'Shop here: Zero Waste Pantry Observatory' }).click();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'R 0.00 0 items in the basket' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Current shop' })).toContainText('Observatory');
});
