import { expect, test } from './fixtures';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import { toPayment } from './support/checkout-steps';

// A full or blocked device is told the truth (issue 36, decision 034): with site storage full,
// Place order still places the order and the shopper is told the basket may not be kept; with site
// data blocked, the shop still opens and works, and says once that the basket will not be kept.

const FULL = /storage for the shop is full/;
const BLOCKED = /does not let the shop keep anything on this device/;

test('with the storage full, Place order places the order and says the storage is full', async ({
  page,
  backend,
}) => {
  const [offer] = await offersToBuy(backend, 1);
  await shopperWithBasket(page, backend, [{ offer: offer!, qty: 2 }]);
  await toPayment(page);
  await page.getByRole('radio', { name: 'Cash in store' }).check();

  // Another site's worth of data under another key fills what the browser gives this origin.
  const filled = await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    let written = 0;
    for (let i = 0; chunk.length > 0; i += 1) {
      try {
        localStorage.setItem(`e2e-filler-${i}`, chunk);
        written += chunk.length;
      } catch {
        chunk = chunk.slice(0, Math.floor(chunk.length / 2));
      }
    }
    return written;
  });
  expect(filled).toBeGreaterThan(1 << 20);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: FULL })).toBeVisible();
});

test('with site data blocked, the shop opens, fills a basket, and says once it will not be kept', async ({
  page,
}) => {
  // As Chromium does when the shopper blocks site data: the getters themselves throw.
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const)
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
  });
  await page.goto('/');
  // Nothing is stored, so no shop is chosen: the shop asks for one, as on a first visit.
  await expect(page.getByRole('heading', { name: 'Choose your store' })).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Sea Point' })
    .getByRole('button', { name: 'Shop here' })
    .click();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: BLOCKED })).toHaveCount(1);

  await page.getByRole('link', { name: /^Pantry staples/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: BLOCKED })).toHaveCount(1);
});
