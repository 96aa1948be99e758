import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

// Every journey fails on a page error or console error unless the test declares it expects one, so
// a broken screen cannot pass just because its visible text happened to render.
export const test = base.extend<{
  /** Console errors the test expects (one pattern, since Playwright reads an array as [value, options]). */
  allowedConsoleErrors: RegExp | null;
  consoleErrors: string[];
}>({
  allowedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors?.test(text));
      expect(unexpected, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/** Fails on any WCAG 2.2 A/AA violation axe can find on the current screen. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

export { expect };
