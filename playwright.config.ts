import { defineConfig, devices } from '@playwright/test';

export const MOCK_API_ORIGIN = 'http://127.0.0.1:8787';
const APP_ORIGIN = 'http://localhost:4173';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 1 : 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: APP_ORIGIN,
    trace: 'off',
    screenshot: 'only-on-failure',
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
  projects: [{ name: 'chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node_modules/.bin/tsx scripts/mock-api.ts',
      url: `${MOCK_API_ORIGIN}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { MOCK_API_PORT: '8787', MOCK_API_HOST: '127.0.0.1' },
    },
    {
      // Serves the production build made by `npm test` (scripts/test-all.mjs) with API_ORIGIN set.
      command: 'node_modules/.bin/vite preview --port 4173 --strictPort',
      url: APP_ORIGIN,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
