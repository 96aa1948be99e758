import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bootInLocale, stringsOf, type Locale } from './support/locale';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import { keptQueryKeys } from '../tooling/kept-cache.ts';
import { expectKept, markDocument, reloadFromUpdateNotice } from './support/offline';

// The offline-first parts that need no service worker (this project blocks it; e2e/nginx/offline
// tests the worker): the kept query cache, the new-version notice, the install offer and the
// offline notice, in each language.

/**
 * The offline-first code starts after the first render; these tests wait for it before acting. Its
 * first version check comes after it listens for everything else (app/offline/start-offline.ts).
 */
const offlineCodeStarted = (page: Page) => page.waitForRequest('**/version.txt');

test.describe('the kept query cache', () => {
  // The API blocked: the page's own requests to it fail, which is the situation under test.
  test.use({ allowedConsoleErrors: /ERR_FAILED|Failed to fetch|net::ERR/ });

  test('a repeat visit shows the home’s categories with the API blocked', async ({
    page,
    context,
    backend,
  }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Pantry staples/ })).toBeVisible();
    await expectKept(page, `"catalog",${SEA_POINT.id},"categories"`);

    await context.route(`${backend.url}/**`, (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pantry staples/ })).toBeVisible();
  });

  test('signing out forgets the shopper’s part of it', async ({ page, backend }) => {
    const [offer] = await offersToBuy(backend, 1);
    await shopperWithBasket(page, backend, [{ offer: offer!, qty: 1 }]);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    await expectKept(page, '"orders"');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();
    // Forgotten as the sign-out happens, not at the next save; the catalogue pages seen next may
    // be kept again, but nothing of the shopper's.
    const shoppers = (keys: string[]) => keys.filter((key) => key.startsWith('["account"'));
    expect(shoppers(await keptQueryKeys(page))).toEqual([]);
    // The next save (the home, where signing out led) keeps the catalogue, and still nothing else.
    await expectKept(page, '"catalog"');
    expect(shoppers(await keptQueryKeys(page))).toEqual([]);
  });
});

test('a new deploy offers a reload, never in the middle of a checkout', async ({ page, backend }) => {
  const [offer] = await offersToBuy(backend, 1);
  await shopperWithBasket(page, backend, [{ offer: offer!, qty: 2 }]);
  let version = 'build-a';
  await page.route('**/version.txt', (route) =>
    route.fulfill({ body: `${version}\n`, contentType: 'text/plain' }),
  );
  const firstCheck = page.waitForResponse('**/version.txt');
  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await firstCheck;
  await markDocument(page);

  version = 'build-b';
  const checkInCheckout = page.waitForResponse('**/version.txt');
  await page.getByRole('link', { name: 'Place order' }).click();
  await expect(page).toHaveURL('/checkout/dispatch');
  await checkInCheckout;
  // The app has read the new build's version (it keeps the last one it read).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('storefront.version'))).toBe('build-b');
  const notice = page.getByRole('complementary', { name: 'Connection and updates' });
  await expect(notice).toHaveCount(0);

  // Out of checkout the notice is up; back in, it goes, and the page was never reloaded.
  await page.getByRole('link', { name: 'Back to basket' }).click();
  await expect(page).toHaveURL('/basket');
  await expect(notice).toContainText('A new version is ready.');
  await page.getByRole('link', { name: 'Place order' }).click();
  await expect(page).toHaveURL('/checkout/dispatch');
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.getByRole('link', { name: 'Back to basket' }).click();
  await expect(page).toHaveURL('/basket');
  await reloadFromUpdateNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
});

/**
 * The browser's install offer, as Chromium fires it once the shop is installable. The app takes it
 * (and so keeps Chromium's own infobar away) in its listener, before dispatch returns.
 */
async function offerInstall(page: Page): Promise<void> {
  const taken = await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void Object.assign(window, { installPrompted: true }),
    });
    return !window.dispatchEvent(event);
  });
  expect(taken, 'the app took the install offer').toBe(true);
}

/**
 * What the notices say once a new build brings them up (seen on the next navigation, here into a
 * category): an install offer, if one were due, would stand beside the new-version notice.
 */
async function noticesWithUpdate(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('storefront.version'))).not.toBeNull();
  await page.route('**/version.txt', (route) =>
    route.fulfill({ body: 'next-build\n', contentType: 'text/plain' }),
  );
  await page.getByRole('link', { name: /^Pantry staples/ }).click();
  const notices = page.getByRole('complementary', { name: 'Connection and updates' });
  await expect(notices).toContainText('A new version is ready.');
  return notices.innerText();
}

test('the install offer comes once, from the second visit, never on the first', async ({ page, context }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  const loaded = offlineCodeStarted(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await loaded;
  await offerInstall(page);
  expect(await noticesWithUpdate(page)).not.toContain('home screen');

  // A second visit: a new tab, another browsing session.
  const second = await context.newPage();
  const secondLoaded = offlineCodeStarted(second);
  await second.goto('/');
  await expect(second.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await secondLoaded;
  await offerInstall(second);
  const secondOffer = second.getByRole('complementary', { name: 'Connection and updates' });
  await expect(secondOffer).toContainText('Add Zero Waste Pantry to your home screen');
  await secondOffer.getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => second.evaluate(() => 'installPrompted' in window)).toBe(true);
  await expect(secondOffer).toHaveCount(0);

  const third = await context.newPage();
  const thirdLoaded = offlineCodeStarted(third);
  await third.goto('/');
  await thirdLoaded;
  await expect(third.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await offerInstall(third);
  expect(await noticesWithUpdate(third)).not.toContain('home screen');
});

test.describe('the notices in each language', () => {
  // The browser logs each load still in flight when the connection drops as failed (the category
  // page's pictures may still be coming in): that is the offline state under test, not an error.
  test.use({ allowedConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/ });

  for (const locale of ['en', 'af', 'fr'] as const satisfies Locale[]) {
    test(`the offline, new-version and install notices read in ${locale} and pass axe`, async ({
      page,
      context,
    }) => {
      const pwa = stringsOf(locale).pwa;
      await seedStorage(page, { supplier: SEA_POINT });
      await bootInLocale(page, locale);
      // Seen before, so the install offer is due this visit.
      await page.addInitScript(() => localStorage.setItem('storefront.pwa', JSON.stringify({ visits: 1 })));
      let version = 'build-a';
      await page.route('**/version.txt', (route) =>
        route.fulfill({ body: `${version}\n`, contentType: 'text/plain' }),
      );
      const loaded = offlineCodeStarted(page);
      const firstCheck = page.waitForResponse('**/version.txt');
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await loaded;
      await firstCheck;

      await offerInstall(page);
      version = 'build-b';
      await page
        .getByRole('link', { name: /^Pantry staples/ })
        .first()
        .click();
      const notices = page.getByRole('complementary', { name: pwa.region });
      await expect(notices).toContainText(pwa.update);
      await expect(notices).toContainText(pwa.install_title.replace('{{shop}}', 'Zero Waste Pantry'));
      await context.setOffline(true);
      await expect(notices).toContainText(pwa.offline);
      await expectNoAxeViolations(page);
      await context.setOffline(false);
    });
  }
});
