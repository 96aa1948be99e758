import type { Page, Request } from '@playwright/test';

/**
 * Resolves once a request to `url` has had its answer or failed. The fault matrix's drivers of the
 * boot's background calls use it: those wait two seconds after the first page (first-page-gate.ts),
 * longer than the runner's quiet network, so the driver waits for the call itself before it looks.
 */
export function answered(page: Page, url: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const done = (request: Request) => {
      if (!url.test(request.url())) return;
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}
