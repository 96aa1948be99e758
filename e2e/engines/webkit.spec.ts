import { writeFileSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { JOURNEYS } from './journeys';
import { journeyServers } from './sessions';
import type { Shopper } from './shopper';
import { startWebKitDriver, WebDriverSession } from './webdriver';
import { webdriverShopper } from './webdriver-shopper';

// The core journeys (journeys.ts) in WebKitGTK, the engine family of Safari: WebKitWebDriver drives
// MiniBrowser under Xvfb (Debian's webkit2gtk-driver and xvfb). Each test has a fresh browser
// profile and its own servers (sessions.ts).

const test = base.extend<{ shopper: Shopper }, { driver: { url: string; stop: () => void } }>({
  driver: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, provide) => {
      const driver = await startWebKitDriver();
      await provide(driver);
      driver.stop();
    },
    { scope: 'worker' },
  ],
  shopper: async ({ driver, request }, provide, testInfo) => {
    const servers = await journeyServers(request, testInfo);
    const session = await WebDriverSession.start(driver.url);
    try {
      await session.command('POST', '/window/rect', { width: 390, height: 844 });
      const handle = await session.command<string>('GET', '/window');
      await provide(webdriverShopper(session, servers, handle, { current: handle }));
      // What the page showed when it failed: WebDriver has no trace to keep.
      if (testInfo.status !== testInfo.expectedStatus) {
        const png = await session.command<string>('GET', '/screenshot').catch(() => null);
        if (png) writeFileSync(testInfo.outputPath('failed.png'), Buffer.from(png, 'base64'));
      }
    } finally {
      await session.end();
      await servers.close();
    }
  },
});

for (const journey of JOURNEYS) test(journey.name, ({ shopper }) => journey.run(shopper));
