import { readFileSync } from 'node:fs';
import { test as base, expect } from '../fixtures';
import { ERROR_ENV, SKIP_ENV } from './global-setup';
import { E2E } from '../support/e2e-env';

// The nginx project's tests: skipped with the reason on a machine without nginx, failed with the
// reason when nginx could not start, and failed on any Content-Security-Policy violation.

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export const test = base.extend<{ nginx: void; cspViolations: string[] }>({
  nginx: [
    // Playwright reads the fixture's dependencies from this pattern, so it must stay an object.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.skip(Boolean(process.env[SKIP_ENV]), `nginx not available: ${process.env[SKIP_ENV]}`);
      if (process.env[ERROR_ENV]) throw new Error(`nginx did not start: ${process.env[ERROR_ENV]}`);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // The event fires in the page only, and each document has its own window: the init script
      // keeps a per-document list for a direct look and logs each one so none is lost on navigation.
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          const text = `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`;
          window.__cspViolations?.push(text);
          console.error(`securitypolicyviolation: ${text}`);
        });
      });
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|securitypolicyviolation/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'CSP violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/** The entry script of the build, a hashed file under /assets/ with a .br and .gz next to it. */
export function entryScript(): string {
  const html = readFileSync(`${E2E.dist}/index.html`, 'utf8');
  const src = html.match(/<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!src) throw new Error('no entry script in dist/index.html: build first');
  return src;
}

export { expect };
