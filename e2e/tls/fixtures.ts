import { expect, test as nginxTest } from '../nginx/fixtures';
import { TLS_ERROR_ENV, TLS_SKIP_ENV } from './start-tls';
import { requireServer } from '../support/served-by';

// The tls project's tests: the nginx project's fixtures (any CSP violation fails a test), skipped
// with the reason where nginx or openssl is missing, failed with it when the server did not start,
// and skipped in any other project (they need the TLS server's baseURL).

export const test = nginxTest.extend<{ tls: void }>({
  // ignoreHTTPSErrors (the project's) covers pages and fetches, but Chromium checks a service
  // worker script's certificate itself and refuses a self-signed one ("An SSL certificate error
  // occurred when fetching the script") unless the browser was started with this switch.
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--ignore-certificate-errors'] }),
    { scope: 'worker' },
  ],
  tls: [
    // Playwright reads the fixture's dependencies from this pattern, so it must stay an object.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.skip(testInfo.project.name !== 'tls', 'runs in the tls project only');
      requireServer(testInfo, 'TLS server', TLS_SKIP_ENV, TLS_ERROR_ENV);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
