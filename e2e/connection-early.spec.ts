import { expect, test } from './fixtures';
import { SEA_POINT, seedStorage } from './support/storage';

// The shopper is told the truth about the connection from the first render. The alert (spec
// section 9) cannot wait for the offline-first file: a connection that drops before that file came
// also stops it from coming, so here its request fails as a dropped connection makes it fail. And a
// config.json that never came for want of a connection is no fault of the shop's setup.

/** The offline-first code's file (build/chunk-groups.ts OFFLINE_MODULES). */
const OFFLINE_FILE = /\/assets\/offline-[\w-]+\.js$/;

test.use({
  // The offline-first file, pictures and the late calls fail for want of a connection: the situation.
  allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/,
});

test('the connection drops as the shop shows, before the offline-first code came: the shopper is told, then told it is back', async ({
  page,
  context,
}) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.route(OFFLINE_FILE, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Internet connection lost' })).toBeVisible({
    timeout: 5_000,
  });
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Internet connection restored' })).toBeVisible({
    timeout: 5_000,
  });
});

test('config.json lost to the connection on a first visit: the shopper is told to check it, never that the shop is set up wrongly', async ({
  page,
}) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.route('**/config.json', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    "Can't reach the shop. Check your connection and try again.",
  );
  await expect(page.getByText('This shop is not set up correctly')).toHaveCount(0);

  await page.unroute('**/config.json');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
});
