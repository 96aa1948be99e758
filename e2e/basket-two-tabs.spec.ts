import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SEA_POINT, seedStorage } from './support/storage';

// One shopper, two tabs of the same shop (pages of one browser context: one localStorage), both
// changing the basket at the same moment: tab A adds items on the product page while tab B steps a
// line up on the basket screen. Both tabs end with the same basket, which a reload of either shows,
// holding every line either added. Reference deployment, Sea Point, production build.

const PRODUCT = '/product/2019';
/** On the basket screen in tab B, stepped up every round. */
const JAR = 'Noordhoek Naturals Smooth peanut butter, 500 g jar';
/** Added by tab A in the first round, then stepped up on the product page. */
const OTHER_JAR = 'Wild Coast Nut Co. Smooth peanut butter, 500 g jar';
/** Added by tab A in the second round. */
const PER_KG = 'Loose & Local Smooth peanut butter (per kg)';

interface Line {
  name: string;
  qty: string;
}

/** The basket screen's lines as the shopper reads them: name and the quantity its stepper shows. */
async function basketLines(page: Page): Promise<Line[]> {
  const items = page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');
  return items.evaluateAll((lines) =>
    lines.map((line) => ({
      name: line.querySelector('h2')?.textContent ?? '',
      qty: line.querySelector('output')?.textContent ?? '',
    })),
  );
}

/** Tab A: opens an offer's panel on the product page, steps it up `steps` times, ready to confirm. */
async function openOffer(page: Page, name: string, steps: number) {
  // The offer's name opens the panel, in the basket or not.
  const opener = page.getByRole('button', { name, exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  for (let i = 0; i < steps; i += 1) await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  return {
    confirm: async () => {
      await dialog.getByRole('button', { name: /^(Add to basket|Update basket)$/ }).click();
      await expect(dialog).toBeHidden();
    },
  };
}

test('two tabs changing the basket at once end with the same basket, in both tabs and after a reload', async ({
  page,
}) => {
  const tabA = page;
  await seedStorage(tabA, { supplier: SEA_POINT });
  await tabA.goto(PRODUCT);
  await expect(tabA.getByRole('heading', { level: 1, name: 'Smooth peanut butter' })).toBeVisible();
  const first = await openOffer(tabA, JAR, 0);
  await first.confirm();

  const tabB = await tabA.context().newPage();
  await tabB.goto('/basket');
  await expect(tabB.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect.poll(() => basketLines(tabB)).toEqual([{ name: JAR, qty: '1' }]);
  const stepJar = tabB.getByRole('button', { name: `Increase quantity of ${JAR}` });

  // Each round, tab A's confirm and tab B's step are pressed in the same moment.
  const rounds: [string, number][] = [
    [OTHER_JAR, 0], // add one
    [PER_KG, 0], // add the minimum, 0.250 kg
    [OTHER_JAR, 1], // 1 -> 2
    [OTHER_JAR, 1], // 2 -> 3
  ];
  for (const [name, steps] of rounds) {
    const panel = await openOffer(tabA, name, steps);
    await Promise.all([panel.confirm(), stepJar.click()]);
  }

  // Tab A goes to its basket screen through the toolbar, without a reload: what it holds in memory.
  await tabA.getByRole('link', { name: /items? in the basket$/ }).click();
  await expect(tabA.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();

  // The two tabs converge: the same lines, the same quantities, in the same order.
  await expect(async () => {
    expect(await basketLines(tabB), 'tab B against tab A').toEqual(await basketLines(tabA));
  }).toPass({ timeout: 20_000 });
  const shown = await basketLines(tabA);

  // A reload of either tab shows that basket: it is what storage holds, not one tab's memory.
  for (const tab of [tabB, tabA]) {
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
    await expect.poll(() => basketLines(tab), { message: 'the basket after a reload' }).toEqual(shown);
  }

  // Every line either tab added is there. A step pressed in both tabs within the same few
  // milliseconds can still lose one of the two (each tab writes its whole basket and hears of the
  // other's write a moment later); both tabs then show the same, and the shopper sees it.
  expect(byName(shown).map((line) => line.name)).toEqual(
    [JAR, PER_KG, OTHER_JAR].sort((a, b) => a.localeCompare(b)),
  );
});

const byName = (lines: Line[]) => [...lines].sort((a, b) => a.name.localeCompare(b.name));

// Each tab writes its basket a moment after a burst of presses (decision 031). Here both tabs hold
// a change when the first of them writes: the page clock (one for the whole browser context) is
// held, so the order of the two writes is the test's, not the machine's.
test('changes both tabs still hold when the first writes are merged, not overwritten', async ({ page }) => {
  const tabA = page;
  await tabA.context().clock.install();
  await seedStorage(tabA, { supplier: SEA_POINT });
  await tabA.goto(PRODUCT);
  await expect(tabA.getByRole('heading', { level: 1, name: 'Smooth peanut butter' })).toBeVisible();
  await (await openOffer(tabA, JAR, 0)).confirm();
  const tabB = await tabA.context().newPage();
  await tabB.goto('/basket');
  await expect.poll(() => basketLines(tabB)).toEqual([{ name: JAR, qty: '1' }]);

  const now = await tabA.evaluate(() => Date.now());
  await tabA.context().clock.pauseAt(now + 5_000);
  // Tab A adds a jar; a tenth of a second later tab B steps the first jar up. Neither has written.
  await (await openOffer(tabA, OTHER_JAR, 0)).confirm();
  await tabA.context().clock.runFor(100);
  await tabB.getByRole('button', { name: `Increase quantity of ${JAR}` }).click();
  await expect(tabB.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem')).toHaveCount(1);
  // Tab A writes; tab B hears of it while it still holds its step, and shows both.
  await tabA.context().clock.runFor(150);
  const both = [
    { name: JAR, qty: '2' },
    { name: OTHER_JAR, qty: '1' },
  ];
  await expect.poll(() => basketLines(tabB)).toEqual(both);
  // Tab B writes the merged basket; tab A hears of it and shows the same.
  await tabA.context().clock.runFor(100);
  await tabA.getByRole('link', { name: /items? in the basket$/ }).click();
  await expect.poll(() => basketLines(tabA)).toEqual(both);
  for (const tab of [tabB, tabA]) {
    await tab.reload();
    await expect.poll(() => basketLines(tab), { message: 'the basket after a reload' }).toEqual(both);
  }
});
