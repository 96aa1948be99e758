import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { offersToBuy, shopperWithBasket } from './support/checkout';

// Two tabs on the basket screen, each pressing + on a line of its own at nearly the same moment
// (issue 36: 0-10 ms apart, once in three with tab A's main thread then busy for 700 ms, as on a
// slow phone). Every press is kept: after the rounds, both tabs and a reload show every step.

const ROUNDS = 22;

/**
 * Presses `label` in `page` at `at` (the machine's clock, which both tabs share); `busyMs` keeps
 * the page's main thread busy straight after the press.
 */
function pressAt(page: Page, label: string, at: number, busyMs = 0) {
  return page.evaluate(
    ([label, at, busyMs]) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(
          () => {
            const button = [...document.querySelectorAll('button')].find(
              (candidate) => candidate.getAttribute('aria-label') === label,
            );
            if (!button) return reject(new Error(`no button ${label}`));
            button.click();
            const until = performance.now() + busyMs;
            while (performance.now() < until) {
              // A slow phone's main thread, still busy after the press.
            }
            resolve();
          },
          Math.max(0, at - Date.now()),
        );
      }),
    [label, at, busyMs] as const,
  );
}

const quantityOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Items in your basket' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .locator('output');

test('presses from two tabs at the same moment are all kept, round after round', async ({
  page,
  backend,
}) => {
  const [first, second] = await offersToBuy(backend, 2);
  await shopperWithBasket(page, backend, [
    { offer: first!, qty: 1 },
    { offer: second!, qty: 1 },
  ]);
  const tabA = page;
  await tabA.goto('/basket');
  await expect(quantityOf(tabA, second!.name)).toHaveText('1');
  const tabB = await tabA.context().newPage();
  await tabB.goto('/basket');
  await expect(quantityOf(tabB, first!.name)).toHaveText('1');

  for (let round = 0; round < ROUNDS; round += 1) {
    const offset = round % 11;
    const at = (await tabA.evaluate(() => Date.now())) + 150;
    await Promise.all([
      pressAt(tabA, `Increase quantity of ${first!.name}`, at, round % 3 === 2 ? 700 : 0),
      pressAt(tabB, `Increase quantity of ${second!.name}`, at + offset),
    ]);
  }

  const pressed = String(1 + ROUNDS);
  for (const tab of [tabA, tabB]) {
    await expect(quantityOf(tab, first!.name), 'tab A’s presses').toHaveText(pressed);
    await expect(quantityOf(tab, second!.name), 'tab B’s presses').toHaveText(pressed);
  }
  // What storage holds, not one tab's memory.
  await tabB.close();
  await tabA.reload();
  await expect(quantityOf(tabA, first!.name)).toHaveText(pressed);
  await expect(quantityOf(tabA, second!.name)).toHaveText(pressed);
});
