import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Fails on any WCAG 2.2 A/AA violation axe can find on the current screen. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe's target-size counts only the part of a control the sticky toolbar does not cover, so a 48px
  // field that a focus move left half under it would read as a tiny target. Checked from the top, as
  // the screen first shows; the error states are all in the DOM either way.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The "label: value" rows of the description lists in `scope` (card facts, bank details). */
export const factsIn = (scope: Locator): Promise<Record<string, string | null | undefined>> =>
  scope
    .locator('dl > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
      ),
    );

/**
 * A radio group shows one choice per row, each radio a target of at least 24px (WCAG 2.5.8): the
 * options of a shared group must not run together as inline text on a phone.
 */
export async function expectOneChoicePerRow(group: Locator): Promise<void> {
  const boxes = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(1);
  for (const [index, box] of boxes.entries()) {
    expect(Math.min(box.width, box.height), `radio ${index + 1} is a 24px target`).toBeGreaterThanOrEqual(24);
    if (index > 0)
      expect(box.top, `radio ${index + 1} starts a row`).toBeGreaterThan(boxes[index - 1]!.bottom);
  }
}
