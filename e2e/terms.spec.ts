import { expect, test } from './fixtures';
import { useMarketDeployment } from './support/deployment';
import { expectNoAxeViolations } from './support/screen';
import { SEA_POINT, seedStorage } from './support/storage';

// The terms journey: the deployment's own terms file (config terms_url, public/terms/), shown as
// text under the page title, reached from the drawer like a shopper would.

test('the reference deployment shows its own terms of sale, readable and accessible', async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
  const terms = page.waitForResponse('**/terms/zero-waste-pantry.md');
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL('/terms_and_conditions');
  expect((await terms).status()).toBe(200);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(
    main.getByRole('heading', { level: 2, name: 'Terms of sale: Zero Waste Pantry' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Cancellation and refunds' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Weighed items' })).toBeVisible();
  await expect(
    main.getByText('You are charged on the actual weight or volume packed', { exact: false }),
  ).toBeVisible();
  // Bold markers are read, not shown.
  await expect(main.getByText('**')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the market demo shows the marketplace terms, debtor cards included', async ({ page }) => {
  await useMarketDeployment(page);
  await page.goto('/terms_and_conditions');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 2, name: 'Terms of use and sale: Kaapse Mark' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 4, name: 'Debtor cards' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Cancellation and refunds' })).toBeVisible();
  await expectNoAxeViolations(page);
});
