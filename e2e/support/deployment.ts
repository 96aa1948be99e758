import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API, backendUrlOf, pointAtSession } from '../fixtures';

/**
 * Serves the build's config.json changed by `edit`, pointed at the test's backend session (for a
 * test about the deployment config itself).
 */
export async function editDeployment(
  page: Page,
  edit: (config: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const url = backendUrlOf(page);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch({ maxRetries: 2 });
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: edit(pointAtSession(config, url)) });
  });
}

/** A deployment's config (deployments/<name>.json), pointed at the test's backend session, served in place of the reference one. */
export async function useDeployment(
  page: Page,
  name: 'market-demo' | 'large-demo',
  extra: Record<string, unknown> = {},
): Promise<void> {
  const url = backendUrlOf(page);
  const config = JSON.parse(
    readFileSync(`deployments/${name}.json`, 'utf8').replaceAll('https://api.fake-supplier.test', API),
  ) as Record<string, unknown>;
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: pointAtSession({ ...config, fake_backend: false, ...extra }, url) }),
  );
}

/** The market demo's config, pointed at the test's backend session, served in place of the reference one. */
export const useMarketDeployment = (page: Page, extra: Record<string, unknown> = {}) =>
  useDeployment(page, 'market-demo', extra);
