import { readFileSync, statSync } from 'node:fs';
import { test as base, expect } from '../fixtures';
import { ERROR_ENV, SKIP_ENV } from './global-setup';
import { E2E } from '../support/e2e-env';
import { requireServer } from '../support/served-by';

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
      // The offline reload also runs in the chromium project, against vite preview: no nginx there.
      if (testInfo.project.name === 'nginx') requireServer(testInfo, 'nginx', SKIP_ENV, ERROR_ENV);
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

/** A hashed script of the first page under /assets/, with a .br and .gz next to it. */
export function startupScript(): string {
  const html = readFileSync(`${E2E.dist}/index.html`, 'utf8');
  // The largest script the first page loads (the stack's chunk): the entry itself is a few hundred
  // bytes, below the size the build precompresses.
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  if (scripts.length === 0) throw new Error('no scripts in dist/index.html: build first');
  const size = (src: string) => statSync(`${E2E.dist}${src}`).size;
  return scripts.reduce((a, b) => (size(b) > size(a) ? b : a));
}

export { expect };
