import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bootInLocale, stringsOf } from './support/locale';
import { expectNoAxeViolations } from './support/screen';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import { SEEDED, chooseDeliveryAndSlot } from './support/checkout-more';
import { chooseLastSlot } from './support/checkout-steps';

// Every checkout step through axe in Afrikaans and French, a delivery and an EFT collection.

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
      await page.getByRole('link', { name: s.basket.place_order, exact: true }).click();
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
    await page.getByRole('link', { name: s.basket.place_order, exact: true }).click();
    await expect(h1(page, s.titles.checkout_dispatch)).toBeVisible();
    await page.getByRole('radio', { name: s.dispatch.collect, exact: true }).check();
    await chooseLastSlot(page, s.dispatch.date_label_collection);
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
