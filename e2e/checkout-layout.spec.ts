import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLocale, stringsOf, type Locale } from './support/locale';
import { expectNoAxeViolations } from './support/screen';
import { applesByTheKilo, offersToBuy, shopperWithBasket } from './support/checkout';
import { slotPicker, toConfirmation } from './support/checkout-steps';

// The two screens before payment on a phone's width and a desktop's: nothing runs past the screen
// edge, the summary repeats the shopper's choices with a way back to each, and axe finds nothing.

const WIDTHS = [320, 390, 1280] as const;
/**
 * A slot in Johannesburg time, 'Tue 14 Apr 2026, 08:00 – 10:00' (Intl's punctuation varies); after a
 * reload on the summary, which no longer holds the supplier's slots, its start alone.
 */
const SLOT_TEXT = /\d{1,2} \S+ \d{4}\D+\d\d:\d\d( – \d\d:\d\d)?$/;
const SLOT_WINDOW = /\d{1,2} \S+ \d{4}\D+\d\d:\d\d – \d\d:\d\d$/;

/**
 * No horizontal scroll: the page is no wider than the viewport, naming what sticks out if it is.
 * Measured against the width set, not innerWidth: a phone (and Chromium's mobile emulation) zooms
 * out to fit a page that overflows, and innerWidth then grows with it.
 */
async function expectNoHorizontalOverflow(page: Page, width: number): Promise<void> {
  const { scrollWidth, innerWidth, wide } = await page.evaluate((edge) => {
    const past = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > edge + 0.5,
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      wide: past.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    };
  }, width);
  expect(wide, `elements past the right edge at ${width}px`).toEqual([]);
  expect(scrollWidth, `page width at ${width}px`).toBeLessThanOrEqual(innerWidth);
  expect(innerWidth, 'the page did not need zooming out').toBe(width);
}

/** Amounts on screen sit on one line: never 'R' at the end of one and '14.00' on the next. */
async function expectAmountsUnbroken(page: Page): Promise<void> {
  const broken = await page.locator('dd').evaluateAll((cells) =>
    cells
      .filter((cell) => /^R \d[\d .]*(\/ kg)?$/.test(cell.textContent?.trim() ?? ''))
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(broken, 'amounts split across lines').toEqual([]);
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** A per-kilo line (the one whose figures ran together) and a counted one, over the minimum. */
async function fillBasket(page: Page, backend: Parameters<typeof offersToBuy>[0]) {
  const apples = await applesByTheKilo(backend);
  const [counted] = await offersToBuy(backend, 1);
  await shopperWithBasket(page, backend, [
    { offer: apples, qty: 0.5 },
    { offer: counted!, qty: 2 },
  ]);
}

for (const width of WIDTHS) {
  test(`basket and order summary fit ${width}px and say how and when`, async ({
    page,
    backend,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await fillBasket(page, backend);
    await page.goto('/basket');
    await expect(page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expectNoHorizontalOverflow(page, width);
    await expectAmountsUnbroken(page);
    for (const stepper of await page.getByRole('group', { name: 'Quantity' }).all()) {
      for (const button of await stepper.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(Math.min(box.width, box.height), 'stepper buttons stay 44px targets').toBeGreaterThanOrEqual(
          44,
        );
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    }
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, `basket-en-${width}`);

    await toConfirmation(page);
    const summary = page.getByRole('region', { name: 'How and when' });
    await expect(summary.getByText('Collect', { exact: true })).toBeVisible();
    await expect(summary.getByText(SLOT_WINDOW)).toBeVisible();
    const lines = page.getByRole('list', { name: 'Items in your order' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText(/0\.500 kg × R [\d.]+/);
    await expectNoHorizontalOverflow(page, width);
    await expectAmountsUnbroken(page);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, `confirmation-en-${width}`);

    // Each Change link goes back to the step that set the choice, and the way on comes back here.
    await expect(summary.getByRole('link', { name: 'Change collect or delivery' })).toHaveAttribute(
      'href',
      '/checkout/dispatch',
    );
    await summary.getByRole('link', { name: 'Change collection date' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collection or delivery' })).toBeVisible();
    // The chosen time comes back checked, on its own day.
    await expect(slotPicker(page, 'Collection date').times.getByRole('radio', { checked: true })).toHaveCount(
      1,
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  });
}

// French runs longest, Afrikaans has the long compound words: both on the narrow phones.
const LANGUAGES = { af: 'Afrikaans', fr: 'French' } as const satisfies Partial<Record<Locale, string>>;
for (const locale of ['af', 'fr'] as const)
  for (const width of [320, 390] as const) {
    test(`basket and order summary fit ${width}px in ${LANGUAGES[locale]}`, async ({
      page,
      backend,
    }, testInfo) => {
      const strings = stringsOf(locale);
      await page.setViewportSize({ width, height: 800 });
      await fillBasket(page, backend);
      await toConfirmation(page);
      await chooseLocale(page, locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const summary = page.getByRole('region', { name: strings.checkout_flow.how_when });
      await expect(
        summary.getByRole('link', { name: strings.checkout_flow.change_date_collection }),
      ).toBeVisible();
      await expect(summary.getByText(SLOT_TEXT)).toBeVisible();
      await expect(
        page.getByRole('list', { name: strings.checkout_flow.items }).getByRole('listitem'),
      ).toHaveCount(2);
      await expectNoHorizontalOverflow(page, width);
      await expectAmountsUnbroken(page);
      await expectNoAxeViolations(page);
      await shoot(page, testInfo, `confirmation-${locale}-${width}`);

      await page.goto('/basket');
      await expect(page.getByRole('list', { name: strings.basket.lines }).getByRole('listitem')).toHaveCount(
        2,
      );
      await expectNoHorizontalOverflow(page, width);
      await expectAmountsUnbroken(page);
      await expectNoAxeViolations(page);
      await shoot(page, testInfo, `basket-${locale}-${width}`);
    });
  }
