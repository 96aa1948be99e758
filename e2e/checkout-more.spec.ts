import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsInEveryLocale,
  bootInLocale,
  factsIn,
  signIn,
  stringsOf,
  test,
  useMarketDeployment,
} from './fixtures';
import { addFirstOffers, offersToBuy, shopperWithBasket } from './support/checkout';
import { chooseCollectAndSlot, toDispatch } from './support/checkout-steps';

// More checkout journeys against the production build and the fake supplier backend: delivery to an
// address picked on the map, EFT with the shop's bank details, market mode's price comparison ending
// in an order at the cheapest shop, and every checkout step through axe in Afrikaans and French.
// Each test has its own backend session (the `backend` fixture).

/** The reference shops' one bank account (src/mocks/db/seed/suppliers-reference.ts). */
const ZWP_BANK = {
  'Account name': 'Zero Waste Pantry (Pty) Ltd',
  Bank: 'FNB',
  'Account number': '62841055731',
  'Branch code': '250655',
  'Account type': 'Cheque',
};
const BREE = '12 Bree Street, Cape Town City Centre, Cape Town, 8001';
/** The demo shopper's one saved address (src/mocks/db/seed/accounts.ts). */
const SEEDED = '12 Roodebloem Road, Woodstock, Cape Town, 7925';
const MONEY = String.raw`R [\d ]+\.\d{2}`;

/** An EFT bank-details block (payment step or outro) as label → value. */
const bankDetails = (scope: Locator) => factsIn(scope.locator('.bank-details'));

/** The value of one term of a description list in `scope` (a total, a comparison fact). */
const definitionOf = (scope: Locator, term: string) =>
  scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) }),
    })
    .getByRole('definition');

async function chooseDeliveryAndSlot(
  page: Page,
  names = { delivery: 'Get Delivery', date: 'Delivery date' },
) {
  await page.getByRole('radio', { name: names.delivery, exact: true }).check();
  const slot = page.getByLabel(names.date);
  await expect(slot.locator('option').nth(1)).toBeAttached();
  // The last slot, days away: the first can close while the test runs.
  await slot.selectOption({ index: (await slot.locator('option').count()) - 1 });
}

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

for (const locale of ['af', 'fr'] as const) {
  const s = stringsOf(locale);
  const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  // One test per step, each walking to its step and scanning only there: the walk with a scan at
  // every step was a timed test on a busy machine.
  type Scan = () => Promise<void>;
  const stages: readonly [string, (page: Page, scan: Scan) => Promise<void>][] = [
    [
      'dispatch, with its error state',
      async (page, scan) => {
        await expect(h1(page, s.titles.checkout_dispatch)).toBeVisible();
        await scan();
        // The error state: Continue with nothing chosen.
        await page.getByRole('button', { name: s.dispatch.continue, exact: true }).click();
        await expect(page.getByRole('heading', { name: s.dispatch.errors_title })).toBeFocused();
        await scan();
        await chooseDeliveryAndSlot(page, {
          delivery: s.dispatch.get_delivery,
          date: s.dispatch.date_label_delivery,
        });
        await scan();
        await page.getByRole('button', { name: s.dispatch.continue, exact: true }).click();
      },
    ],
    [
      'shipping address, with the map picker',
      async (page, scan) => {
        await expect(h1(page, s.titles.checkout_shipping_address)).toBeVisible();
        await scan();
        // The picker inside the step, with its results.
        await page.getByRole('button', { name: s.shipping_step.add, exact: true }).click();
        const search = page.getByRole('searchbox');
        await expect(search).toBeFocused();
        await search.fill('bree');
        await search.press('Enter');
        await page.locator('.address-results__choice').first().click();
        await expect(page.locator('.address-map__pin')).toBeVisible();
        await scan();
        await page.locator('.address-picker__actions button[type="button"]').click();
        await page.getByRole('radio', { name: SEEDED }).check();
        await page.getByRole('button', { name: s.shipping_step.continue, exact: true }).click();
      },
    ],
    [
      'confirmation',
      async (page, scan) => {
        await expect(h1(page, s.titles.checkout_confirmation)).toBeVisible();
        await expect(
          page.getByRole('term').getByText(s.checkout_flow.delivery, { exact: true }),
        ).toBeVisible();
        await scan();
        await page.getByRole('button', { name: s.checkout_flow.to_payment, exact: true }).click();
      },
    ],
    [
      'payment, with its error state',
      async (page, scan) => {
        await expect(h1(page, s.titles.checkout_payment)).toBeVisible();
        // The error state: Place order with no way to pay chosen.
        await page.getByRole('button', { name: s.checkout_flow.place_order, exact: true }).click();
        await expect(page.getByRole('alert').getByText(s.checkout_flow.payment_required)).toBeVisible();
        await scan();
        await page.getByRole('radio', { name: s.checkout_flow.cash_on_delivery, exact: true }).check();
        await scan();
        await page.getByRole('button', { name: s.checkout_flow.place_order, exact: true }).click();
      },
    ],
    [
      'order accepted',
      async (page, scan) => {
        await expect(h1(page, s.checkout_flow.accepted)).toBeVisible();
        await expect(page.getByText(/ORD-\d{6}/)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await scan();
      },
    ],
  ];

  for (const [index, [name]] of stages.entries()) {
    test(`a delivery checkout's ${name} step passes axe (${locale})`, async ({ page, backend }) => {
      const [a] = await offersToBuy(backend, 1);
      await shopperWithBasket(page, backend, [{ offer: a!, qty: 2 }]);
      await bootInLocale(page, locale);
      await page.goto('/basket');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.locator('main .basket-actions a.button--primary').click();
      for (const [at, [, walk]] of stages.slice(0, index + 1).entries()) {
        await walk(page, at === index ? () => expectNoAxeViolations(page) : async () => {});
      }
    });
  }

  test(`a collection paid by EFT passes axe with the bank details (${locale})`, async ({ page, backend }) => {
    const [a] = await offersToBuy(backend, 1);
    await shopperWithBasket(page, backend, [{ offer: a!, qty: 2 }]);
    await bootInLocale(page, locale);
    await page.goto('/basket');
    await page.locator('main .basket-actions a.button--primary').click();
    await expect(h1(page, s.titles.checkout_dispatch)).toBeVisible();
    await page.getByRole('radio', { name: s.dispatch.collect, exact: true }).check();
    const slot = page.getByLabel(s.dispatch.date_label_collection);
    await expect(slot.locator('option').nth(1)).toBeAttached();
    await slot.selectOption({ index: (await slot.locator('option').count()) - 1 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: s.dispatch.continue, exact: true }).click();

    await expect(h1(page, s.titles.checkout_confirmation)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: s.checkout_flow.to_payment, exact: true }).click();

    await expect(h1(page, s.titles.checkout_payment)).toBeVisible();
    await page.getByRole('radio', { name: s.checkout_flow.offline_eft, exact: true }).check();
    await expect(page.locator('.bank-details dl')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: s.checkout_flow.place_order, exact: true }).click();

    await expect(h1(page, s.checkout_flow.accepted)).toBeVisible();
    const reference = (await page.locator('.checkout-step__reference strong').textContent()) ?? '';
    await expect(page.locator('.bank-details dd').last()).toHaveText(reference);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoAxeViolations(page);
  });
}
