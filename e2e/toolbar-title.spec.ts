import type { Page } from '@playwright/test';
import { anOffer } from '../tests/app/fixtures';
import { expect, test } from './fixtures';
import { useMarketDeployment } from './support/deployment';
import { SEA_POINT, seedStorage } from './support/storage';

// The toolbar on phones (issue 39): the shop's name on one line, cut with an ellipsis and given
// whole in its title, and the basket's total always shown, in every language at 390 and 320 px.

const LOCALES = ['en', 'af', 'fr'] as const;
const WIDTHS = [390, 320] as const;

/** How the name lays out: its lines (by line height), whether it is cut, and its title. */
async function nameLayout(page: Page) {
  const name = page.getByRole('banner').locator('.toolbar__logo');
  await expect(name).toBeVisible();
  return name.evaluate((el) => {
    const style = getComputedStyle(el);
    const content = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return {
      lineHeight: parseFloat(style.lineHeight),
      content,
      cut: el.scrollWidth > el.clientWidth,
      title: el.getAttribute('title'),
      text: el.textContent,
      height: el.getBoundingClientRect().height,
    };
  });
}

/** The total shows, whole, inside the screen, at a readable size, with nothing drawn over it. */
async function expectTotalShown(page: Page, width: number) {
  const total = page.getByRole('banner').locator('.toolbar__total');
  await expect(total).toBeVisible();
  await expect(total).toHaveText(/\d/);
  const box = await total.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  const shown = await total.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      fontSize: parseFloat(getComputedStyle(el).fontSize),
      onTop: top !== null && (el === top || el.contains(top)),
      whole: el.scrollWidth <= el.clientWidth + 1,
      oneLine: rect.height <= parseFloat(getComputedStyle(el).lineHeight) * 1.5,
    };
  });
  expect(shown).toEqual({ fontSize: expect.any(Number), onTop: true, whole: true, oneLine: true });
  expect(shown.fontSize).toBeGreaterThanOrEqual(12);
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`reference shop, ${locale}, ${width}px: the name on one line, titled, and the total shown`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await seedStorage(page, { supplier: SEA_POINT, locale, basket: { offer: anOffer(), qty: 3 } });
      await page.goto('/');
      const layout = await nameLayout(page);
      expect(layout.text).toBe('Zero Waste Pantry');
      // One line: its content is no taller than one line of its own line height.
      expect(layout.content).toBeLessThanOrEqual(layout.lineHeight + 1);
      expect(layout.title).toBe('Zero Waste Pantry');
      // A target of its own: at least 44 px tall.
      expect(layout.height).toBeGreaterThanOrEqual(44);
      await expectTotalShown(page, width);
    });

    test(`market demo, ${locale}, ${width}px: the total stays on screen beside the name`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await useMarketDeployment(page);
      // A large basket: the longest total a phone shows in a week's shop.
      const offer = anOffer({ supplier: { id: 21, name: 'Khaya Fresh', image_url: null } });
      await seedStorage(page, { locale, basket: { offer, qty: 40 } });
      await page.goto('/');
      // 40 × R 32.90, however the language writes it.
      await expect(page.getByRole('banner').locator('.toolbar__total')).toHaveText(/1\D?316/);
      const layout = await nameLayout(page);
      expect(layout.text).toBe('Kaapse Mark');
      expect(layout.content).toBeLessThanOrEqual(layout.lineHeight + 1);
      expect(layout.title).toBe('Kaapse Mark');
      await expectTotalShown(page, width);
      // The sticky bar keeps its height: nothing wrapped.
      const bar = await page.getByRole('banner').boundingBox();
      expect(bar!.height).toBeLessThanOrEqual(57);
    });
  }
}
