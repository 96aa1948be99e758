import { anOffer } from '../tests/app/fixtures';
import { expect, test } from './fixtures';
import { SEA_POINT, seedStorage } from './support/storage';

// Stored state is input like any other (issue 11): whatever sits under the app's keys, the shop
// keeps working and keeps what it can still read.

test('a corrupted basket, order editing mode and account leave a working shop', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.addInitScript((offer) => {
    if (sessionStorage.getItem('e2e-garbage')) return;
    sessionStorage.setItem('e2e-garbage', '1');
    const put = (key: string, state: unknown, version = 1) =>
      localStorage.setItem(key, JSON.stringify({ state, version }));
    // One good line between broken ones: only the broken ones go.
    put('storefront.cart.v1', {
      supplierId: 14,
      items: [{ offer, qty: 2 }, { offer: null, qty: 1 }, 'oops'],
    });
    put('storefront.orders', { editing: 'oops' });
    put('storefront.account', { account: 'oops', token: 'stolen?' });
  }, anOffer());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText(/Updating order/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: / in the basket$/ })).toHaveAccessibleName(
    'R 65.80 1 item in the basket',
  );
  // Not signed in: the account page asks to sign in instead of crashing.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign_in\?return_to=%2Fprofile/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a basket that is garbage as a whole reads as empty', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-garbage')) return;
    sessionStorage.setItem('e2e-garbage', '1');
    localStorage.setItem('storefront.cart.v1', JSON.stringify({ state: { items: 'oops' }, version: 2 }));
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: / in the basket$/ })).toHaveAccessibleName(
    'R 0.00 0 items in the basket',
  );
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
