import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { anOffer } from '../tests/app/fixtures';
import { expect, test } from './fixtures';
import { SEA_POINT, seedStorage } from './support/storage';

// WCAG 2.5.3 (label in name): every control's accessible name contains the text it shows, so a
// shopper using voice control can say what they see. axe's label-content-name-mismatch rule is
// experimental, so the suite's usual axe run (expectNoAxeViolations) does not include it.

async function labelInNameProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

const SCREENS = [
  {
    name: 'the home',
    path: '/',
    ready: (page: Page) => page.getByRole('link', { name: 'Pantry staples 40 products' }),
  },
  {
    name: 'a product',
    path: '/product/2019',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Smooth peanut butter' }),
  },
  {
    name: 'the basket',
    path: '/basket',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Basket' }),
  },
];

for (const screen of SCREENS) {
  test(`every control on ${screen.name} is named by what it shows`, async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT, basket: { offer: anOffer(), qty: 2 } });
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();
    // The basket button shows its total and count: checked here because it is on every screen.
    await expect(page.getByRole('link', { name: /^R \d+\.\d\d 1 item in the basket$/ })).toBeVisible();
    expect(await labelInNameProblems(page)).toEqual([]);
  });
}
