import type { Page } from '@playwright/test';
import { anOffer } from '../tests/app/fixtures';
import { expect, test, type Backend } from './fixtures';
import { bootInLocale, stringsOf, type Locale } from './support/locale';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedOnce } from './support/storage';
import { returningShopperStorage } from '../tooling/seed-shopper';

// The screens the hardening added, in each language: the error page of a page that could not load
// (here the checkout's first step, its options unanswered) and the alert of a storage that is full.

async function fault(backend: Backend, operation: string, name: string): Promise<void> {
  const response = await backend.request.post(`${backend.url}/__fault`, { data: { operation, fault: name } });
  expect(response.ok()).toBe(true);
}

const LOCALES: Locale[] = ['en', 'af', 'fr'];
// The 500 on the console, and the router's log of the error its error page shows.
test.use({ allowedConsoleErrors: /Failed to load resource|^console\.error: ApiError: / });

for (const locale of LOCALES) {
  const s = stringsOf(locale);

  test(`${locale}: a checkout step whose options did not load has a heading, says so and comes back`, async ({
    page,
    backend,
  }) => {
    await bootInLocale(page, locale);
    await seedOnce(page, await returningShopperStorage(backend.request, backend.url));
    await fault(backend, 'cart.getClientConfig', 'http_500');
    await page.goto('/checkout/dispatch');
    await expect(page.getByRole('heading', { level: 1, name: s.app_errors.title })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(s.errors.generic);
    await expectNoAxeViolations(page);
    await fault(backend, 'cart.getClientConfig', 'none');
    await page.getByRole('button', { name: s.common.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.titles.checkout_dispatch })).toBeVisible();
  });

  test(`${locale}: a full storage keeps the added item and says it may be lost`, async ({ page }) => {
    await bootInLocale(page, locale);
    await seedOnce(page, {
      'storefront.suppliers': JSON.stringify({ state: { selected: SEA_POINT }, version: 1 }),
      'storefront.cart.v1': JSON.stringify({
        state: { supplierId: SEA_POINT.id, items: [{ offer: anOffer(), qty: 1 }] },
        version: 1,
      }),
    });
    await page.goto('/product/2019');
    // The offer's name opens its panel (in the shopper's language, Add to basket there).
    const add = page.getByRole('button', { name: /Wild Coast Nut Co\. Smooth peanut butter, 500 g jar$/ });
    await expect(add).toBeVisible();
    await fillStorage(page);
    await add.click();
    await page.getByRole('dialog').getByRole('button', { name: s.add_to_cart.add }).click();
    await expect(page.getByRole('alert').filter({ hasText: s.errors.storage_full })).toBeVisible();
    // The basket in the page has both lines, though storage could not take the second.
    await expect(page.getByRole('banner').getByRole('link', { name: /\b2\b/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

/** From now on every write to the basket's key fails as a full storage does. */
async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const write = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'storefront.cart.v1')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      write.call(this, key, value);
    };
  });
}
