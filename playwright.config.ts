import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { E2E } from './e2e/support/e2e-env';

// Ports and the build folder come from e2e/support/e2e-env.ts, so two checkouts (or two people on
// one machine) can run the suite side by side, each with its own mock API and build.
export const MOCK_API_ORIGIN = E2E.apiOrigin;
const APP_ORIGIN = `http://localhost:${E2E.appPort}`;
/** nginx with the shipped config serving dist/ (e2e/nginx/global-setup.ts starts it when nginx exists). */
export const NGINX_ORIGIN = `http://127.0.0.1:${E2E.nginxPort}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Two workers (E2E_WORKERS overrides): every test has its own session of the stateful mock API
  // (the `backend` fixture in e2e/fixtures.ts, `/~<session>/` paths), with its own data and scenario
  // switch, so tests in parallel never see each other's orders or failure mode. Files run side by
  // side; the tests of one file stay in order (fullyParallel: false).
  workers: Number(process.env.E2E_WORKERS || 2),
  reporter: [['list']],
  // Sized for a 2-core machine doing other work (CI may share it): a step that takes 2 s quiet
  // can take 10 s at a load average of 8. Long journeys are split into a test per step instead.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: APP_ORIGIN,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker answers some requests itself, out of reach of page.route and
    // context.route, which most tests use to shape the backend. Only the offline and install
    // tests allow it (test.use), with a context of their own.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      // Debian Chromium as root in a closed network: these keep it from hanging on the outside world.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      // The nginx project's tests need nginx, but for the offline reload: it runs here too, as
      // README's operator tries the production build (vite preview), besides behind nginx.
      testIgnore: [
        /\/e2e\/nginx\/(?!offline\.spec\.ts$)/,
        '**/e2e/fault-matrix-*.spec.ts',
        '**/e2e/engines/**',
        '**/e2e/tls/**',
        '**/e2e/docs/**',
      ],
      // Not the offline reload behind a CDN that adds Vary: Origin: vite preview sends that header
      // itself, so here it would be the plain reload again. The nginx project runs it.
      grepInvert: /behind a CDN that sends Vary: Origin/,
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
    {
      // Every operation through every fault (e2e/support/fault-matrix.ts). Its own project so
      // `npm test` can run it with more workers: it waits on timeouts and retries, not the CPU.
      name: 'faults',
      testMatch: '**/e2e/fault-matrix-*.spec.ts',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
    {
      // The core journeys in Firefox ESR (Debian's), through Playwright's WebDriver BiDi channel and
      // e2e/engines/firefox-bidi.mjs, which stands in for the browser download Playwright expects.
      name: 'firefox',
      testMatch: ['**/e2e/engines/firefox.spec.ts', '**/e2e/engines/firefox-page-errors.spec.ts'],
      // One more run for a rare fault seen only in Firefox ESR 153 with two workers on a busy
      // machine, cause not found (decision 037): a navigation that never reached 'load'. (Its
      // content-process crash under axe was the `ariaLabelledByElements` getter, hidden from axe in
      // playwright-shopper.ts; its service worker's 'unexpected error' for a picture is the echo of
      // a request the page aborted by leaving, which page-errors.ts lets through.)
      retries: 1,
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        viewport: { width: 390, height: 844 },
        launchOptions: { executablePath: resolve('e2e/engines/firefox-bidi.mjs'), args: [] },
      },
    },
    {
      // The same journeys in WebKitGTK (Safari's engine family), over WebKitWebDriver: Playwright
      // cannot drive Debian's WebKit, so these tests make their own WebDriver sessions.
      name: 'webkit',
      testMatch: '**/e2e/engines/webkit.spec.ts',
    },
    {
      // The pictures of docs/screenshots/ (npm run screenshots); not part of npm test.
      name: 'screenshots',
      testMatch: '**/e2e/docs/*.spec.ts',
      use: { browserName: 'chromium' },
    },
    {
      name: 'nginx',
      testMatch: '**/e2e/nginx/*.spec.ts',
      use: { ...devices['Pixel 7'], browserName: 'chromium', baseURL: NGINX_ORIGIN },
    },
    {
      // The same build and config over HTTPS and HTTP/2, with a self-signed certificate made at
      // setup (e2e/tls/start-tls.ts): headers, HSTS, the redirect, h2 and the offline reload.
      name: 'tls',
      testMatch: '**/e2e/tls/*.spec.ts',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        baseURL: `https://127.0.0.1:${E2E.tlsPort}`,
        ignoreHTTPSErrors: true,
      },
    },
  ],
  globalSetup: './e2e/nginx/global-setup.ts',
  webServer: [
    {
      command: 'node_modules/.bin/tsx scripts/mock-api.ts',
      url: `${MOCK_API_ORIGIN}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Every shop open every day: a run on a Sunday in Cape Town must not meet the closed notice
      // of the shops that close on Sundays (src/mocks/db/present-catalog.ts).
      env: { MOCK_API_PORT: String(E2E.apiPort), MOCK_API_HOST: '127.0.0.1', MOCK_API_OPEN_EVERY_DAY: '1' },
    },
    {
      // Serves the production build made by `npm test` (scripts/test-all.mjs) with API_ORIGIN set.
      command: `node_modules/.bin/vite preview --port ${E2E.appPort} --strictPort --outDir ${E2E.dist}`,
      url: APP_ORIGIN,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
