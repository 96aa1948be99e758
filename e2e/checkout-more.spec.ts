import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import { chooseCollectAndSlot, toDispatch } from './support/checkout-steps';
import {
  BREE,
  MONEY,
  SEEDED,
  ZWP_BANK,
  bankDetails,
  chooseDeliveryAndSlot,
  definitionOf,
} from './support/checkout-more';

// More checkout journeys against the production build and the fake supplier backend: delivery to an
// address picked on the map and EFT with the shop's bank details. Market mode and the other
// languages have specs of their own (checkout-more-*.spec.ts).
// Each test has its own backend session (the `backend` fixture).

test('delivery to a new address picked on the map, paid by EFT: fee, address and outro', async ({
  page,
  backend,
}) => {
  const [a, b] = await offersToBuy(backend, 2);
  await shopperWithBasket(page, backend, [
    { offer: a!, qty: 1 },
    { offer: b!, qty: 1 },
  ]);
  await toDispatch(page);
  await chooseDeliveryAndSlot(page);
  await expect(page.getByText('You choose the delivery address in the next step.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Delivery address' })).toBeVisible();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('radio', { name: SEEDED })).not.toBeChecked();
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('region', { name: 'New delivery address' });
  const search = form.getByRole('searchbox', { name: 'Search for your address' });
  await expect(search).toBeFocused();
  await search.fill('bree');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await form.getByRole('button', { name: BREE }).click();
  const pin = form.getByRole('status').filter({ hasText: 'Pin at' });
  await expect(pin).toHaveText(`Pin at ${BREE} (latitude -33.91670, longitude 18.42060)`);
  // A tap on the map puts the pin at the door; the street address stays the one chosen.
  const map = form.getByRole('region', { name: /^Map/ });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  const box = await map.boundingBox();
  if (!box) throw new Error('map has no box');
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.4);
  await expect(pin).not.toHaveText(/latitude -33\.91670, longitude 18\.42060/);
  await expect(pin).toContainText(`Pin at ${BREE}`);
  await form.getByLabel('Unit or floor (optional)').fill('Flat 7');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save and deliver here' }).click();

  // Saved to the book and chosen for this order, focus on it.
  const chosen = page.getByRole('radio', { name: BREE });
  await expect(chosen).toBeChecked();
  await expect(chosen).toBeFocused();
  await expect(page.getByText('Unit or floor: Flat 7')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  const totals = page.getByRole('main');
  // The reference shops deliver for R45 under R500 (src/mocks/db/seed/rules.ts).
  await expect(definitionOf(totals, 'Delivery')).toHaveText('R 45.00');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  const toPay = (await page.getByText(/^To pay: /).textContent())?.replace('To pay: ', '') ?? '';
  expect(toPay).toMatch(new RegExp(`^${MONEY}$`));
  await page.getByRole('radio', { name: 'EFT (bank transfer)' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: 'Order reference:' })).toContainText(
    /ORD-\d{6}/,
  );
  await expect(page.getByText(`Your order will be delivered to ${BREE}:`, { exact: false })).toBeVisible();
  await expect(page.getByText(`Pay ${toPay} by EFT to the account below.`)).toBeVisible();

  // The new address is in the shopper's address book too.
  await page.goto('/address_management');
  await expect(page.getByRole('list', { name: 'Saved addresses' }).getByText(BREE)).toBeVisible();
});

test('EFT: the shop’s bank details before the order, then the amount and the order reference', async ({
  page,
  backend,
}) => {
  const [a] = await offersToBuy(backend, 1);
  await shopperWithBasket(page, backend, [{ offer: a!, qty: 2 }]);
  await toDispatch(page);
  await chooseCollectAndSlot(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const toPay = (await page.getByText(/^To pay: /).textContent())?.replace('To pay: ', '') ?? '';
  expect(toPay).toMatch(new RegExp(`^${MONEY}$`));

  await page.getByRole('radio', { name: 'EFT (bank transfer)' }).check();
  const main = page.getByRole('main');
  expect(await bankDetails(main)).toEqual(ZWP_BANK);
  await expect(
    page.getByText('You get your order reference on the next screen: use it as the payment reference.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order accepted' })).toBeVisible();
  const reference = (await page.locator('.checkout-step__reference strong').textContent()) ?? '';
  expect(reference).toMatch(/^ORD-\d{6}$/);
  await expect(page.getByText(`Pay ${toPay} by EFT to the account below.`)).toBeVisible();
  expect(await bankDetails(main)).toEqual({ ...ZWP_BANK, 'Payment reference': reference });
  await expect(
    page.getByText('Use the order reference as the payment reference, so the shop can match your payment.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
