import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, pointAtSession, test } from './fixtures';

// Chromium's own verdict on installing the shop (manifest, icons, start URL), from a normal
// profile: the test's usual contexts are incognito, where nothing can be installed.

test('Chromium finds nothing that stops the shop being installed', async ({
  playwright,
  baseURL,
  backend,
}, testInfo) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'storefront-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    // As the test's own context does (fixtures.ts): the page talks to this test's backend session.
    await context.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: pointAtSession(await response.json(), backend.url) });
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getAppManifest')).url, { message: 'the manifest was read' })
      .toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
