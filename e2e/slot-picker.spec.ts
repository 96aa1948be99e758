import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import {
  continueToPayment,
  continueToSummary,
  placeCashOrder,
  slotPicker,
  toDispatch,
} from './support/checkout-steps';
import { bootInLocale, stringsOf } from './support/locale';
import { expectNoAxeViolations } from './support/screen';

// The collection slot chosen as a calendar (issue 39 item 5) on a phone: a day chip, then a time,
// and the same window read back on the summary and on the outro, whose 'Track your order' opens
// the order.

/** Nothing past the right edge of a `width` viewport, naming what sticks out if anything does. */
async function expectNoOverflow(page: Page, width: number) {
  const wide = await page.evaluate(
    (edge) =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
        // The day chips scroll inside their own row; what the row hides does not widen the page.
        .filter((element) => !element.closest('.slot-picker__days'))
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    width,
  );
  expect(wide, `elements past the right edge at ${width}px`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.use({ viewport: { width: 390, height: 844 } });

const hexToRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test('choose a day and a time, place the order, see the window and track it', async ({ page, backend }) => {
  const [offer] = await offersToBuy(backend, 1);
  await shopperWithBasket(page, backend, [{ offer: offer!, qty: 2 }]);
  await toDispatch(page);
  await page.getByRole('radio', { name: /^Collect/ }).check();
  // The checked radio is drawn in the theme's AA shade of its colour, not the browser's blue.
  const accent = await page
    .getByRole('radio', { name: /^Collect/ })
    .evaluate((radio) => [
      getComputedStyle(radio).accentColor,
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary-text').trim(),
    ]);
  expect(accent[0]).toBe(hexToRgb(accent[1]!));

  const { field, days, times } = slotPicker(page, 'Collection date');
  await expect(days).toHaveAccessibleName('Day');
  await expect(days.getByRole('radio').first()).toHaveAccessibleName(
    /^(Today|Tomorrow|\w{3} \d{1,2} \w{3})$/,
  );
  // The last day offered, days away: its times are still open when the order is placed.
  const day = days.getByRole('radio').last();
  const dayName = (await day.textContent())!;
  expect(dayName).toMatch(/^\w{3} \d{1,2} \w{3}$/);
  await day.click();
  await expect(day).toHaveAttribute('aria-checked', 'true');
  await expect(times).toHaveAccessibleName(`Times on ${dayName}`);
  const slot = times.getByRole('radio').first();
  const window = (await slot.textContent())!;
  expect(window).toMatch(/^\d\d:\d\d – \d\d:\d\d$/);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-checked', 'true');
  await expect(field.getByText(`Chosen: ${dayName}, ${window}`)).toBeVisible();

  // Targets of 44px, the checked one in the theme's colour rather than the browser's.
  for (const target of [day, slot]) expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const [fill, primary] = await slot.evaluate((element) => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.background = 'var(--color-primary)';
    const colours = [getComputedStyle(element).backgroundColor, getComputedStyle(probe).backgroundColor];
    probe.remove();
    return colours;
  });
  expect(fill).toBe(primary);
  await expectNoOverflow(page, 390);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('dispatch-390.png'), fullPage: true });

  await continueToSummary(page);
  const summary = page.getByRole('region', { name: 'How and when' });
  await expect(summary.getByText(new RegExp(`^${dayName} \\d{4}, ${window}$`))).toBeVisible();

  await continueToPayment(page);
  await placeCashOrder(page);
  await expect(page.getByText(`Collection · ${dayName}, ${window}`, { exact: true })).toBeVisible();
  const track = page.getByRole('link', { name: 'Track your order' });
  await expect(track).toHaveAttribute('href', /^\/orders\/\d+$/);
  await expect(track).toHaveClass(/button--primary/);
  await expectNoOverflow(page, 390);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('outro-390.png'), fullPage: true });
  await track.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order ORD-\d{6}$/ })).toBeVisible();
});

for (const locale of ['af', 'fr'] as const)
  test(`the picker fits 320px in ${locale}, its chips scrolling in their own row`, async ({
    page,
    backend,
  }) => {
    const s = stringsOf(locale);
    await page.setViewportSize({ width: 320, height: 700 });
    const [offer] = await offersToBuy(backend, 1);
    await shopperWithBasket(page, backend, [{ offer: offer!, qty: 2 }]);
    await bootInLocale(page, locale);
    await page.goto('/basket');
    await page
      .getByRole('link', { name: s.checkout_flow.place_order, exact: true })
      .or(page.getByRole('button', { name: s.checkout_flow.place_order, exact: true }))
      .first()
      .click();
    await page.getByRole('radio', { name: s.dispatch.collect, exact: true }).check();
    const { days, times } = slotPicker(page, s.dispatch.date_label_collection);
    await expect(days).toHaveAccessibleName(s.dispatch.day_group);
    await days.getByRole('radio').last().click();
    await times.getByRole('radio').last().click();
    await expect(times.getByRole('radio').last()).toHaveAttribute('aria-checked', 'true');
    await expectNoOverflow(page, 320);
    // The row itself stays inside the page, however many chips it holds.
    const row = (await days.boundingBox())!;
    expect(row.x + row.width).toBeLessThanOrEqual(320 + 6);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`dispatch-${locale}-320.png`), fullPage: true });
  });
