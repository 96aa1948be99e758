import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { applesByTheKilo, offersToBuy, orderCount, shopperWithBasket } from './support/checkout';
import { toConfirmation } from './support/checkout-steps';

// What an order costs at checkout: discount codes, the minimum order amount and store credit. Each
// journey has its own backend session (the `backend` fixture), so the credit and discount codes it
// spends are seen by no other test.

test('discount codes: a valid one, an invalid one and one over its limit', async ({ page, backend }) => {
  const offers = await offersToBuy(backend, 3);
  await shopperWithBasket(
    page,
    backend,
    offers.map((offer) => ({ offer, qty: 4 })),
  );
  await toConfirmation(page);
  const code = page.getByLabel('Discount code');
  await code.fill('nonsense');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid discount code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await code.fill('WINTER15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid discount code')).toBeVisible();
  await code.fill('zerowaste10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount code ZEROWASTE10 applied')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Discount' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('WELCOME50 reached its limit once the shopper has used it', async ({ page, backend }) => {
  const offers = await offersToBuy(backend, 4);
  await shopperWithBasket(
    page,
    backend,
    offers.map((offer) => ({ offer, qty: 6 })),
  );
  await toConfirmation(page);
  await page.getByLabel('Discount code').fill('WELCOME50');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Discount code WELCOME50 applied|Discount code limit reached/)).toBeVisible();
  if (await page.getByText('Discount code WELCOME50 applied').isVisible()) {
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: 'Cash in store' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
    // Same shopper, next basket: the code was for one use per account.
    const shopperAgain = await offersToBuy(backend, 4);
    await page.evaluate(() => sessionStorage.removeItem('e2e-seeded'));
    await shopperWithBasket(
      page,
      backend,
      shopperAgain.map((offer) => ({ offer, qty: 6 })),
    );
    await toConfirmation(page);
    await page.getByLabel('Discount code').fill('WELCOME50');
    await page.getByRole('button', { name: 'Apply' }).click();
  }
  await expect(page.getByText('Discount code limit reached')).toBeVisible();
});

test('the minimum order amount stops a basket under R10', async ({ page, backend }) => {
  const apples = await applesByTheKilo(backend);
  await shopperWithBasket(page, backend, [{ offer: apples, qty: 0.25 }]);
  await toConfirmation(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The minimum order amount is R 10.00' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('credit checkout: store credit pays an order it covers', async ({ page, backend }) => {
  // The demo shopper has R25 of credit: half a kilo of apples (R14) is paid by it entirely.
  const apples = await applesByTheKilo(backend);
  const shopper = await shopperWithBasket(page, backend, [{ offer: apples, qty: 0.5 }]);
  await toConfirmation(page);
  await expect(page.getByRole('term').filter({ hasText: 'Store credit' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText(/Your store credit of R [\d.]+ pays for this order/)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  const before = await orderCount(backend, shopper);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  expect(await orderCount(backend, shopper)).toBe(before + 1);
});
