import { expect, test } from './fixtures';
import { SEA_POINT, seedStorage } from './support/storage';

// In WebKit `indexedDB.open` sometimes never answers, neither success nor error. A returning
// shopper's visit (one with a kept query cache) restores that cache before the first render, so
// every load stayed on the splash's 'Loading…' for good (issue 37). Chromium stands in for WebKit
// here: its `indexedDB.open` is replaced by one that never answers.

test('a returning shopper whose storage never answers still gets the shop', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.addInitScript(() => {
    // The previous visit kept its query cache: this visit restores it before the first render.
    localStorage.setItem('storefront.saved-queries', '1');
    const silent = () => ({}) as IDBOpenDBRequest;
    Object.defineProperty(IDBFactory.prototype, 'open', { configurable: true, value: silent });
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pantry staples/ })).toBeVisible();
  // Nothing alarming: no error screen, and the splash is gone.
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
});
