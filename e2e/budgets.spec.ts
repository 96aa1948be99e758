import { readdirSync, readFileSync } from 'node:fs';
import { BUDGETS, FORBIDDEN_IN_ROUTES, MEASURED_ROUTES, UNBUILT_ROUTES } from '../build/budgets';
import { expect, test } from './fixtures';
import {
  assetsForRoute,
  inlineScriptSizes,
  routeScreensByFile,
  sizeOf,
  total,
} from '../tooling/route-assets';
import { returningShopperStorage, seedLocalStorage } from '../tooling/seed-shopper';
import { E2E } from './support/e2e-env';

// Byte budgets of the production build, measured the way a shopper meets them: the JS and CSS a
// first visit to each route actually downloads. Sizes are deterministic, so these may fail npm test.

/** The offline-first code's file (build/chunk-groups.ts). */
const OFFLINE_FILE = /^assets\/offline-[\w-]+\.js$/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('each route stays within its first-visit byte budget and loads only its own screen', async ({
  page,
  backend,
}) => {
  // A signed-in shopper with a basket, so guarded routes (checkout) really open their own screen.
  await seedLocalStorage(page, await returningShopperStorage(backend.request, backend.url));

  const screens = routeScreensByFile(E2E.dist);
  const report: string[] = [];
  for (const route of MEASURED_ROUTES) {
    const assets = await assetsForRoute(
      page,
      route,
      () => expect(page.locator('h1')).toBeVisible(),
      E2E.dist,
    );
    await expect(page, `${route} must open itself, not a redirect`).toHaveURL(route);
    // The offline-first code loads after the first render and has a budget of its own (below).
    const beforeRender = assets.js.filter((asset) => !OFFLINE_FILE.test(asset.file));
    const js = total(beforeRender, 'brotli');
    const css = total(assets.css, 'brotli');

    const jsBudget =
      route === '/'
        ? BUDGETS.homeJsBrotli
        : UNBUILT_ROUTES.has(route)
          ? BUDGETS.unbuiltRouteJsBrotli
          : BUDGETS.routeJsBrotli;
    report.push(
      `${route}: JS ${kb(js)} (${js} of ${jsBudget} B), CSS ${kb(css)} (brotli): ${assets.js.map((a) => a.file).join(' ')}`,
    );
    const files = beforeRender.map((asset) => `${asset.file} ${kb(asset.brotli)}`).join(', ');
    // Soft: one run names every route over its budget, not just the first.
    expect
      .soft(js, `${route} initial JS ${kb(js)} > ${kb(jsBudget)}: ${files}`)
      .toBeLessThanOrEqual(jsBudget);
    expect
      .soft(css, `${route} initial CSS ${kb(css)} > ${kb(BUDGETS.cssBrotli)}`)
      .toBeLessThanOrEqual(BUDGETS.cssBrotli);

    const loadedScreens = assets.js.map((asset) => screens.get(asset.file)).filter(Boolean);
    expect(loadedScreens.length, `${route} loaded screens ${loadedScreens.join(', ')}`).toBeLessThanOrEqual(
      1,
    );
    for (const asset of assets.js) {
      const code = readFileSync(`${E2E.dist}/${asset.file}`, 'utf8');
      for (const { name, pattern } of FORBIDDEN_IN_ROUTES) {
        expect(pattern.test(code), `${route} pulls ${name} in via ${asset.file}`).toBe(false);
      }
    }
  }
  const offline = readdirSync(`${E2E.dist}/assets`).filter((file) => OFFLINE_FILE.test(`assets/${file}`));
  expect(offline, 'one offline-first file').toHaveLength(1);
  const offlineSize = sizeOf(`assets/${offline[0]}`, E2E.dist).brotli;
  report.push(`offline-first code, after the first render on every route: ${kb(offlineSize)} (brotli)`);
  expect(offlineSize, `offline-first code ${kb(offlineSize)}`).toBeLessThanOrEqual(BUDGETS.offlineJsBrotli);

  const inline = total(inlineScriptSizes(E2E.dist), 'brotli');
  report.push(`index.html inline scripts, on every route: ${kb(inline)} (brotli)`);
  expect(inline, 'the early boot script is inline in index.html').toBeGreaterThan(0);
  expect(inline, `inline scripts ${kb(inline)} > ${kb(BUDGETS.inlineScriptBrotli)}`).toBeLessThanOrEqual(
    BUDGETS.inlineScriptBrotli,
  );
  console.info(report.join('\n'));
});
