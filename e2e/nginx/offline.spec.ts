import { SEA_POINT } from '../support/storage';
import { offersToBuy, shopperWithBasket } from '../support/checkout';
import { expectKept, waitForServiceWorker } from '../support/offline';
import { expect, test } from './fixtures';

// Offline-first, as a shopper meets it: the production build behind nginx (and, in the chromium
// project, under vite preview as README's operator tries it), its service worker allowed (every
// other test blocks it). The first visit installs the worker and keeps what it
// showed; with the connection gone, a reload still opens the shop from what was kept.

test.use({
  serviceWorkers: 'allow',
  // Offline, the page's own requests (the version check, and through the worker a picture it
  // never kept: ERR_FAILED) fail; that is the situation.
  allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|version check failed/,
});

test('offline after one visit: the shop, the last category and the basket open; ordering waits for the connection, and back online the basket is checked again', async ({
  page,
  context,
  backend,
}) => {
  const [offer] = await offersToBuy(backend, 1);
  // Added to the basket when it cost R1 less: the shop's check, once it can run, flags the change.
  await shopperWithBasket(page, backend, [
    { offer: { ...offer!, price_in_cents: offer!.price_in_cents - 100 }, qty: 2 },
  ]);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: /^Pantry staples/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
  await expectKept(page, `"catalog",${SEA_POINT.id},"category",101`);
  await expectKept(page, `"catalog",${SEA_POINT.id},"categories"`);

  await context.setOffline(true);
  await page.reload();
  // The page, its code and its answers all come from this device.
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
  const notice = page.getByRole('complementary', { name: 'Connection and updates' });
  await expect(notice).toContainText('You are offline. Your basket is saved');
  await expect(notice).toContainText(/Prices from (\d+ minutes? ago|this minute|now)/);
  await expect(page.getByRole('alert').filter({ hasText: 'Internet connection lost' })).toBeVisible();

  await page.getByRole('link', { name: /in the basket$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByText(offer!.name).first()).toBeVisible();
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await expect(placeOrder).toBeDisabled();
  await expect(placeOrder).toHaveAccessibleDescription(/You are offline\. Your basket is saved/);
  // Nothing was asked of the shop meanwhile, so nothing says the price changed yet.
  await expect(page.getByText('Price changed', { exact: true })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText('Price changed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Place order' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
