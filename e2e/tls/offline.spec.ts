import { OFFLINE_TEST_OPTIONS, offlineAfterOneVisit, offlineVisitTitle } from '../support/offline-visit';
import { test } from './fixtures';

// A returning shopper offline still opens the shop when it is served over HTTPS and HTTP/2: the
// service worker registers on the https origin and answers from what it kept
// (e2e/support/offline-visit.ts, as in e2e/nginx/offline.spec.ts). nginx sends no Vary: Origin.

test.use(OFFLINE_TEST_OPTIONS);

test(offlineVisitTitle(false), async ({ page, context, backend }, testInfo) => {
  await offlineAfterOneVisit({ page, context, backend }, testInfo, {
    cdn: false,
    serverVariesOnOrigin: false,
  });
});
