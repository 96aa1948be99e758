import { expect, test } from './fixtures';
import { useMarketDeployment } from './support/deployment';
import { expectNoAxeViolationsInEveryLocale } from './support/locale';
import { expectNoAxeViolations } from './support/screen';
import { signIn } from './support/sign-in';
import { addFirstOffers } from './support/checkout';
import { chooseCollectAndSlot, toDispatch } from './support/checkout-steps';
import { MONEY, definitionOf } from './support/checkout-more';

// Market mode's price comparison, ending in an order at the cheapest shop.

test.describe('market mode', () => {
  // The comparison takes the shops near the shopper: put them at the deployment's map centre.
  test.use({ geolocation: { latitude: -33.9249, longitude: 18.4241 }, permissions: ['geolocation'] });

  test('price comparison, then an order at the cheapest shop paid in cash there', async ({ page }) => {
    await useMarketDeployment(page);
    await signIn(page, '/');
    await expect(page.getByRole('navigation', { name: 'Current shop' })).toContainText('Price comparison');
    // Blueberries and an avocado, each from whichever shop lists a buyable offer first.
    await addFirstOffers(page, [4026, 4015]);
    await page.getByRole('link', { name: / 2 items in the basket$/ }).click();
    await expect(page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem')).toHaveCount(
      2,
    );
    // No shop chosen: the order is placed through the comparison.
    await expect(page.getByRole('link', { name: 'Place order' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Compare prices and order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Compare basket' })).toBeVisible();
    await expect(page.getByText('Your basket of 2 items at the shops near you')).toBeVisible();
    const shops = page.getByRole('list', { name: 'Shops' }).getByRole('listitem');
    await expect(shops.first()).toBeVisible();
    const count = await shops.count();
    expect(count).toBeGreaterThan(1);
    const facts: { name: string; available: string; subtotal: string; total: number }[] = [];
    for (let i = 0; i < count; i += 1) {
      const shop = shops.nth(i);
      const fact = (term: string) => definitionOf(shop, term).textContent();
      facts.push({
        name: (await shop.getByRole('heading', { level: 2 }).textContent()) ?? '',
        available: (await fact('Items available')) ?? '',
        subtotal: (await fact('Subtotal')) ?? '',
        total: Number((await fact('Total'))?.replace(/[R ]/g, '')),
      });
    }
    for (const shop of facts) {
      expect(shop.available).toMatch(/^[0-2] of 2$/);
      expect(shop.subtotal).toMatch(new RegExp(`^${MONEY}$`));
    }
    // The first shop has the whole basket, is marked the cheapest and costs least of those that do.
    const [cheapest] = facts;
    const whole = facts.filter((shop) => shop.available === '2 of 2');
    expect(cheapest!.available).toBe('2 of 2');
    expect(Math.min(...whole.map((shop) => shop.total))).toBe(cheapest!.total);
    await expect(shops.first().getByText('Cheapest', { exact: true })).toBeVisible();
    await expect(shops.getByText('Cheapest', { exact: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
    // Shop names are the shops' own, in every language.
    await expectNoAxeViolationsInEveryLocale(page, () =>
      expect(page.getByRole('heading', { level: 2, name: cheapest!.name })).toBeVisible(),
    );

    const shop = cheapest!.name;
    await shops
      .first()
      .getByRole('button', { name: `Order here at ${shop}` })
      .click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByText(`Your basket is now at ${shop}.`)).toBeVisible();
    // The basket is that shop's own offers of the same items, at the compared price.
    await expect(page.getByRole('link', { name: / 2 items in the basket$/ })).toHaveAccessibleName(
      `${cheapest!.subtotal} 2 items in the basket`,
    );
    await expect(page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem')).toHaveCount(
      2,
    );

    await toDispatch(page);
    await chooseCollectAndSlot(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
    await expect(definitionOf(page.getByRole('main'), 'Subtotal')).toHaveText(cheapest!.subtotal);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: 'Cash in store' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
    await expect(page.getByText(`Collect your order at ${shop}:`, { exact: false })).toBeVisible();
    await expect(page.getByText(/Pay R [\d ]+\.\d{2} in cash when you collect your order\./)).toBeVisible();
  });
});
