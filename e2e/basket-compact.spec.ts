import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { offersToBuy, shopperWithBasket } from './support/checkout';

// A compact basket and the checkout bar on a phone (issue 39): five lines, at most 120px each, three
// of them on screen at once; the bar's count and total on catalogue pages, leading to the basket
// and, there, on to checkout; never over the last line's stepper, and out of the way of typing.

test.use({ viewport: { width: 390, height: 844 } });

const bar = (page: Page) => page.getByRole('complementary', { name: 'Your basket' });
const lines = (page: Page) => page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');

/** What a tap at the middle of `target` lands on: 'itself', or the start of what is there instead. */
const tapLandsOn = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit))
      ? 'itself'
      : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
  });

async function fiveLines(page: Page, backend: Parameters<typeof offersToBuy>[0]) {
  const offers = await offersToBuy(backend, 5);
  await shopperWithBasket(
    page,
    backend,
    offers.map((offer) => ({ offer, qty: 2 })),
  );
  return offers;
}

test('five basket lines are compact rows, three or more on screen, clear of the checkout bar', async ({
  page,
  backend,
}) => {
  await fiveLines(page, backend);
  await page.goto('/basket');
  await expect(lines(page)).toHaveCount(5);

  const boxes = await lines(page).evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
  );
  for (const [index, box] of boxes.entries())
    expect(box.height, `line ${index + 1} is one compact row`).toBeLessThanOrEqual(120);
  const barTop = (await bar(page).boundingBox())!.y;
  const whole = boxes.filter((box) => box.top >= 0 && box.bottom <= barTop);
  expect(whole.length, 'lines wholly on screen above the bar').toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: test.info().outputPath('basket-390.png') });

  // Scrolled to the end, the last line's stepper is where a tap lands, not under the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const stepper = lines(page)
    .last()
    .getByRole('button', { name: /quantity of/ });
  await expect(stepper).toHaveCount(2);
  for (const button of await stepper.all())
    expect(await tapLandsOn(button), 'a tap on the last stepper').toBe('itself');
  // So is the page's own last control.
  expect(await tapLandsOn(page.getByRole('button', { name: 'Clear basket' }))).toBe('itself');
});

test('the bar shows the count and total on catalogue pages and leads to the basket, then to checkout', async ({
  page,
  backend,
}) => {
  const offers = await fiveLines(page, backend);
  const total = offers.reduce((sum, offer) => sum + offer.price_in_cents * 2, 0);
  const amount = `R ${(total / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`;

  await page.goto('/');
  await expect(bar(page)).toContainText(`5 items · ${amount}`);
  await page.goto('/category/101');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar(page)).toContainText(`5 items · ${amount}`);
  await bar(page).getByRole('link', { name: 'View basket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();

  // On the basket, the bar holds the basket's one way on.
  await expect(page.getByRole('link', { name: 'Place order' })).toHaveCount(1);
  await bar(page).getByRole('link', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collection or delivery' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
});

test('the bar steps aside while the shopper types in the search box', async ({ page, backend }) => {
  await fiveLines(page, backend);
  await page.goto('/category/101');
  await expect(bar(page)).toBeVisible();
  await page.getByRole('link', { name: 'Search' }).click();
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('tea');
  await expect(search).toBeFocused();
  await expect(bar(page)).toBeHidden();
  await search.blur();
  await expect(bar(page)).toBeVisible();
});
