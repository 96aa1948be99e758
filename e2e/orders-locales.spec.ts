import { expect, test } from './fixtures';
import { bootInLocale, stringsOf } from './support/locale';
import { expectNoAxeViolations } from './support/screen';
import { MINUTE, placeOrder, signedInShopper } from './support/orders';
import { OPEN_ORDERS_CHECK, openAndLetCheckAnswer } from './support/shell-checks';

// The order screens through axe in every language, and worked with the keyboard alone.

for (const lang of ['en', 'af', 'fr'] as const) {
  test(`the order page's receipt and timeline have no axe violations (${lang})`, async ({
    page,
    backend,
  }) => {
    const shopper = await signedInShopper(page, backend);
    await bootInLocale(page, lang);
    const order = await placeOrder(backend, shopper);
    await backend.advanceClock(2 * MINUTE);
    await page.goto(`/orders/${order.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.reference) })).toBeVisible();
    const [receipt, timeline] = [page.getByRole('tab').nth(0), page.getByRole('tab').nth(1)];
    await expect(receipt).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.order-totals')).toBeVisible();
    await expectNoAxeViolations(page);
    await timeline.click();
    await expect(timeline).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.order-timeline__steps li')).toHaveCount(5);
    await expectNoAxeViolations(page);
  });
}

for (const lang of ['af', 'fr'] as const) {
  test(`stock short, the notices and dialogs pass axe and work with the keyboard (${lang})`, async ({
    page,
    backend,
  }) => {
    const s = stringsOf(lang);
    const shopper = await signedInShopper(page, backend);
    await bootInLocale(page, lang);

    // An order gone short: the open-orders banner above the shop, then the order's stock-short part.
    await backend.scenario('stock_short');
    const short = await placeOrder(backend, shopper);
    await backend.scenario('none');
    await openAndLetCheckAnswer(page, '/basket', OPEN_ORDERS_CHECK);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('link', { name: s.basket.start_shopping }).click();
    const notice = page.getByRole('region', { name: s.open_orders.attention });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    // Keys only: Dismiss takes it away.
    await notice.getByRole('button', { name: s.common.dismiss }).focus();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    // The order list, in this language.
    await page.goto('/orders');
    await expect(page.getByRole('link', { name: new RegExp(short.reference) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/orders/${short.id}`);
    const section = page.getByRole('region', { name: s.order_changes.short.title });
    await expect(section).toBeVisible();
    await expectNoAxeViolations(page);
    // Keys only: accept the short item, then UPDATE ORDER.
    await section.getByRole('button', { name: s.order_changes.short.accept }).first().focus();
    await page.keyboard.press('Enter');
    await section.getByRole('button', { name: s.order_changes.short.update }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(s.order_changes.short.updated)).toBeVisible();

    // A collected order offers its review; an unpaid online order past its time has expired.
    const unpaid = await placeOrder(backend, shopper, { provider: 'GATEWAY' });
    await backend.advanceClock(61 * MINUTE);
    await page.goto(`/orders/${short.id}`);
    // Offered in the page, not over it; a star opens the review.
    const review = page.getByRole('region', {
      name: s.order_changes.review.title.replace('{{reference}}', short.reference),
    });
    await expect(review).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await review
      .getByRole('button', { name: s.order_changes.review.stars_other.replace('{{count}}', '4') })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.goto(`/orders/${unpaid.id}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
