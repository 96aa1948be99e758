import { expect, test as base } from '@playwright/test';
import { JOURNEYS } from './journeys';
import { playwrightShopper } from './playwright-shopper';
import { ERROR_ENV, SKIP_ENV } from '../nginx/global-setup';
import { requireServer } from '../support/served-by';
import { journeyServers, type AppServer } from './sessions';
import { watchPageErrors } from './page-errors';
import type { Shopper } from './shopper';

// The core journeys (journeys.ts) in Firefox ESR, through Playwright's BiDi channel
// (firefox-bidi.mjs). Each test has a fresh profile with its service worker allowed, as a
// shopper's browser has, and its own servers (sessions.ts); a page error or console error fails it
// (page-errors.ts).

const test = base.extend<{ shopper: Shopper; allowedErrors: RegExp | null; behind: AppServer }>({
  allowedErrors: [null, { option: true }],
  behind: ['preview', { option: true }],
  shopper: async ({ browser, request, allowedErrors, behind }, provide, testInfo) => {
    if (behind === 'nginx') requireServer(testInfo, 'nginx', SKIP_ENV, ERROR_ENV);
    const servers = await journeyServers(request, testInfo, behind);
    const context = await browser.newContext({
      baseURL: servers.app.url,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
    const errors = watchPageErrors(context);
    try {
      await provide(playwrightShopper('firefox', await context.newPage(), context, servers));
      expect(errors.unexpected(allowedErrors), 'console errors during the test').toEqual([]);
    } finally {
      await context.close();
      await servers.close();
    }
  },
});

for (const journey of JOURNEYS)
  test.describe(() => {
    test.use({ allowedErrors: journey.allowedErrors ?? null });
    test(journey.name, ({ shopper }) => journey.run(shopper));
  });

// The offline reload again behind nginx, as deployed, with its headers and CSP: there, issue 37 saw
// Firefox open the shell without the kept catalogue, while the same reload under vite preview worked.
const offline = JOURNEYS.find((journey) => journey.offline);
if (!offline) throw new Error('journeys.ts: no journey marked offline');
test.describe('behind nginx', () => {
  test.use({ behind: 'nginx', allowedErrors: offline.allowedErrors ?? null });
  test(offline.name, ({ shopper }) => offline.run(shopper));
});
