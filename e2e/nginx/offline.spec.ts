import { OFFLINE_TEST_OPTIONS, offlineAfterOneVisit, offlineVisitTitle } from '../support/offline-visit';
import { test } from './fixtures';

// Offline-first, as a shopper meets it: the production build behind nginx (and, in the chromium
// project, under vite preview as README's operator tries it), its service worker allowed (every
// other test blocks it). The journey is e2e/support/offline-visit.ts, which e2e/tls/ runs over
// HTTPS and HTTP/2 too.

test.use(OFFLINE_TEST_OPTIONS);

for (const cdn of [false, true]) {
  test(offlineVisitTitle(cdn), async ({ page, context, backend }, testInfo) => {
    const behindNginx = testInfo.project.name === 'nginx';
    await offlineAfterOneVisit({ page, context, backend }, testInfo, {
      cdn,
      serverVariesOnOrigin: !behindNginx,
    });
  });
}
