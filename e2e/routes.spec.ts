import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { signIn } from './support/sign-in';
import { SEA_POINT, seedStorage } from './support/storage';

// Every route of the spec's table opens with its own title, logged out and logged in; protected
// routes send a logged-out shopper to sign in and back afterwards, and nowhere else.

const SHOP = 'Zero Waste Pantry';
const open = [
  ['/', 'Shop by category'],
  ['/category/101', 'Category'],
  ['/product/1001', 'Basmati rice'],
  ['/product/1001/offers', 'Offers: Basmati rice'],
  ['/promotions', 'Promotions'],
  ['/leaflets_promotions', 'Leaflet specials'],
  ['/search', 'Search'],
  ['/stokvel', 'Stokvel'],
  ['/combos', 'Combos'],
  ['/agencies', 'Stores'],
  ['/leaflets', 'Specials leaflets'],
  ['/basket', 'Basket'],
  ['/sign_in', 'Sign in'],
  ['/register', 'Register'],
  ['/terms_and_conditions', 'Terms and conditions'],
  ['/no/such/page', 'Page not found'],
] as const;
const secured = [
  ['/basket/compare', 'Compare basket'],
  ['/basket/compare_debug', 'Compare basket (details)'],
  ['/profile', 'Profile'],
  ['/debtorcards', 'Debtor cards'],
  ['/orders', 'Order history'],
  ['/orders/1001', 'Order'],
  ['/orders/1001/pay', 'Pay for your order'],
  ['/address_management', 'Delivery addresses'],
] as const;
const checkout = [
  '/checkout/dispatch',
  '/checkout/shipping_address',
  '/checkout/confirmation',
  '/checkout/payment',
];

test.beforeEach(async ({ page }) => {
  await seedStorage(page, { supplier: SEA_POINT });
});

test('every public route opens with its title, logged out', async ({ page }) => {
  for (const [path, title] of open) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} – ${SHOP}`);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
});

test('protected routes redirect to sign in with return_to, then come back', async ({ page }) => {
  for (const [path] of [...secured, ...checkout.map((p) => [p] as const)]) {
    await page.goto(`${path}?tab=x`);
    await expect(page, path).toHaveURL(`/sign_in?return_to=${encodeURIComponent(`${path}?tab=x`)}`);
  }
  await page.goto('/orders?page=2');
  await expect(page).toHaveURL('/sign_in?return_to=%2Forders%3Fpage%3D2');
  await signIn(page);
  await expect(page).toHaveURL('/orders?page=2');
  await expect(page.getByRole('heading', { name: 'Order history' })).toBeVisible();
});

// In groups of six: one walk through all 24 routes was a timed test on a busy machine.
const signedInGroups = [open.slice(0, 8), open.slice(8), secured];
for (const [index, group] of signedInGroups.entries()) {
  test(`every route opens with its title once signed in (${index + 1} of ${signedInGroups.length}: ${group[0]![0]} to ${group.at(-1)![0]})`, async ({
    page,
  }) => {
    await signIn(page, '/');
    for (const [path, title] of group) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${title} – ${SHOP}`);
    }
  });
}

test('every checkout step, signed in with an empty basket, goes back to the basket', async ({ page }) => {
  await signIn(page, '/');
  // The basket is empty, so checkout has nothing to check out: back to the basket with a notice.
  for (const path of checkout) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/basket');
    await expect(page.getByRole('alert').filter({ hasText: 'invalid config for agency' })).toBeVisible();
  }
});

for (const hostile of [
  '//evil.example/',
  'https://evil.example/',
  '/\\evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
]) {
  test(`a hostile return_to ${hostile} stays on the site`, async ({ page }) => {
    await page.goto(`/sign_in?return_to=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL('/');
  });
}

test('redirect_to is honoured like return_to', async ({ page }) => {
  await page.goto(`/sign_in?redirect_to=${encodeURIComponent('/profile')}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL('/profile');
  await expectNoAxeViolations(page);
});

test.describe('sign in errors', () => {
  // The browser logs the refused sign-in (HTTP 401) itself; that refusal is what is under test.
  test.use({ allowedConsoleErrors: /status of 401/ });

  test('sign in explains what is wrong, next to the field or from the server', async ({ page }) => {
    await page.goto('/sign_in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const phone = page.getByLabel('Mobile number');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('A mobile phone number is required');
    await phone.fill('021 555 0199');
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(phone).toHaveAccessibleDescription('Invalid mobile phone number');
    await phone.fill('0821234567');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login or password');
    await expect(page).toHaveURL('/sign_in');
    await expectNoAxeViolations(page);
  });

  test('a number typed with +27 and spaces signs in to the same account', async ({ page }) => {
    await page.goto('/sign_in');
    await page.getByLabel('Mobile number').fill('+27 82 123 4567');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Signed in')).toBeVisible();
  });
});
