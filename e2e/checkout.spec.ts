import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { offersToBuy, orderCount, shopperWithBasket } from './support/checkout';
import { chooseCollectAndSlot, slotPicker, toDispatch, toPayment } from './support/checkout-steps';

// The way from a filled basket to an accepted order, against the production build and the fake
// supplier backend. Each journey has its own backend session (the `backend` fixture), so the orders
// it places are seen by no other test. Discount codes, the minimum and store credit have a spec of
// their own (checkout-totals.spec.ts).

test('collect and pay cash in store: one order, an empty basket and the outro', async ({ page, backend }) => {
  const [a, b] = await offersToBuy(backend, 2);
  const shopper = await shopperWithBasket(page, backend, [
    { offer: a!, qty: 2 },
    { offer: b!, qty: 1 },
  ]);
  const before = await orderCount(backend, shopper);
  await toDispatch(page);
  await expectNoAxeViolations(page);
  // Nothing is chosen for the shopper, and Continue says what is missing.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Choose how to get your order' })).toBeVisible();
  await chooseCollectAndSlot(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your order' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('A payment method is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Cash in store' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  await expect(page.getByText(/ORD-\d{6}/)).toBeVisible();
  await expect(page.getByText(/Pay R [\d.]+ in cash when you collect/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await orderCount(backend, shopper)).toBe(before + 1);
  await expect(page.getByRole('link', { name: / 0 items in the basket$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
});

test('five rapid presses on Place order make exactly one order', async ({ page, backend }) => {
  const [a] = await offersToBuy(backend, 1);
  const shopper = await shopperWithBasket(page, backend, [{ offer: a!, qty: 2 }]);
  const before = await orderCount(backend, shopper);
  // Hold the answer back until every press has landed while the order is in flight.
  let release: () => void = () => undefined;
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/orders/register', async (route) => {
    await pressed;
    await route.continue();
  });
  await toPayment(page);
  await page.getByRole('radio', { name: 'Cash in store' }).check();
  const place = page.getByRole('button', { name: /Place order|Placing your order/ });
  for (let i = 0; i < 5; i++) await place.click({ force: true, noWaitAfter: true }).catch(() => undefined);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  expect(await orderCount(backend, shopper)).toBe(before + 1);
});

test('a reload on each step resumes there with the choices kept', async ({ page, backend }) => {
  const [a] = await offersToBuy(backend, 1);
  await shopperWithBasket(page, backend, [{ offer: a!, qty: 2 }]);
  await toDispatch(page);
  await chooseCollectAndSlot(page);
  const { times } = slotPicker(page, 'Collection date');
  const slot = await times.getByRole('radio', { checked: true }).textContent();
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Collect/ })).toBeChecked();
  await expect(times.getByRole('radio', { checked: true })).toHaveText(slot!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Cash in store' }).check();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash in store' })).toBeChecked();
});

test.describe('a lost answer', () => {
  // The aborted request is logged by the browser: that is the point of the test.
  test.use({ allowedConsoleErrors: /ERR_CONNECTION_RESET/ });

  test('a reload while the order is being placed makes no second order', async ({ page, backend }) => {
    const [a] = await offersToBuy(backend, 1);
    const shopper = await shopperWithBasket(page, backend, [{ offer: a!, qty: 2 }]);
    const before = await orderCount(backend, shopper);
    await toPayment(page);
    await page.getByRole('radio', { name: 'Cash in store' }).check();
    // The first answer never reaches the page: the supplier made the order, the tab was reloaded.
    let lost = false;
    await page.route('**/api/v1/orders/register', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => lost).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
    expect(await orderCount(backend, shopper)).toBe(before + 1);
  });
});

test('a price that changed and an item that ran out during checkout', async ({ page, backend }) => {
  const [a, b] = await offersToBuy(backend, 2);
  await shopperWithBasket(page, backend, [
    { offer: a!, qty: 3 },
    { offer: b!, qty: 3 },
  ]);
  await toDispatch(page);
  await chooseCollectAndSlot(page);
  await backend.changeOffer(a!.id, { price_in_cents: a!.price_in_cents + 150 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Some items' prices have changed" })).toBeVisible();
  await expect(page.getByText('Changed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();

  await backend.changeOffer(b!.id, { out_of_stock: true });
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some items have gone out of stock!' }),
  ).toBeVisible();
  await expect(page.getByText('No stock', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem')).toHaveCount(1);
});

test('the whole checkout with the keyboard alone', async ({ page, backend }) => {
  const [a] = await offersToBuy(backend, 1);
  await shopperWithBasket(page, backend, [{ offer: a!, qty: 2 }]);
  await page.goto('/basket');
  const focusAndPress = async (name: RegExp | string, role: 'link' | 'button' = 'button') => {
    const target = page.getByRole(role, { name }).first();
    for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
  };
  await focusAndPress('Place order', 'link').catch(() => focusAndPress('Place order'));
  await expect(page.getByRole('heading', { level: 1, name: 'Collection or delivery' })).toBeVisible();
  const collect = page.getByRole('radio', { name: /^Collect/ });
  for (let i = 0; i < 40 && !(await collect.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(collect).toBeChecked();
  // The slot picker's day chips, then the day's times: one Tab stop each, arrows and End move.
  const { days, times } = slotPicker(page, 'Collection date');
  await expect(days.getByRole('radio').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(days.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(days.getByRole('radio').last()).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(times.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(times.getByRole('radio').last()).toBeChecked();
  await focusAndPress('Continue');
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await focusAndPress('Continue to payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const cash = page.getByRole('radio', { name: 'Cash in store' });
  for (let i = 0; i < 40 && !(await cash.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(cash).toBeChecked();
  await focusAndPress('Place order');
  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
});
