import { spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { MEASURED_ROUTES } from '../../build/budgets.ts';
import { chosenSupplierStorage, returningShopperStorage } from '../../e2e/support/seed-shopper.ts';
import { launchChromium, measureRoutes, measureTransfer, type RouteFigures } from './browser-figures.ts';
import { lighthouseRuns } from './lighthouse.ts';
import { formatMarkdown, formatResults, gitInfo, machineInfo, METHOD, type BenchResults } from './report.ts';
import { entryScriptEncoding, startMockApi, startStatic, type Running } from './servers.ts';

// npm run bench: builds the storefront and the stack floor, serves both as production would and
// measures bytes (Playwright + CDP) and Lighthouse timings. Timings are printed, never asserted.
// Env: MOCK_API_PORT (8787), BENCH_APP_PORT (4180; the floor uses the next port), BENCH_RUNS (3),
// BENCH_DIST (dist), CHROMIUM_PATH.

const TMP = 'bench/tmp';
const DIST = process.env.BENCH_DIST ?? 'dist';
const FLOOR_DIST = `${TMP}/floor-dist`;
const API_PORT = Number(process.env.MOCK_API_PORT ?? 8787);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4180);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const started = Date.now();
const progress = (message: string) =>
  console.info(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

function build(label: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const log = path.join(TMP, `build-${label}.log`);
  const out = openSync(log, 'w');
  const result = spawnSync('node_modules/.bin/vite', ['build', ...args], {
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
    throw new Error(`${label} build failed (log: ${log})`);
  }
}

const servers: Running[] = [];
async function stopServers(): Promise<void> {
  for (const server of servers.splice(0).reverse()) await server.stop().catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopServers().then(() => process.exit(130)));
}

async function main(): Promise<BenchResults> {
  mkdirSync(TMP, { recursive: true });
  const apiOrigin = `http://127.0.0.1:${API_PORT}`;
  // The API first: when its port is taken the bench stops before overwriting anyone's build.
  const api = await startMockApi(API_PORT, TMP);
  servers.push(api);
  progress(`building the storefront into ${DIST}/ (API_ORIGIN=${apiOrigin}) and the stack floor`);
  build('app', ['--outDir', DIST], { API_ORIGIN: apiOrigin });
  build('floor', ['--config', 'scripts/bench/floor/vite.config.ts']);
  // Both builds share the storefront's config, so the floor gets the same headers and CSP.
  const config = `${DIST}/config.json`;
  const app = await startStatic({ root: DIST, port: APP_PORT, deployment: config, logDir: TMP });
  servers.push(app);
  const floor = await startStatic({
    root: FLOOR_DIST,
    port: APP_PORT + 1,
    deployment: config,
    logDir: TMP,
    viteConfig: 'scripts/bench/floor/vite.config.ts',
  });
  servers.push(floor);
  progress(`serving with ${app.kind} on ${app.url} (floor ${floor.url}), mock API on ${api.url}`);
  if (app.fallbackReason) progress(`nginx not used: ${app.fallbackReason}`);

  const apiRequests = await request.newContext();
  const shopper = await returningShopperStorage(apiRequests, api.url);
  await apiRequests.dispose();

  const browser = await launchChromium();
  const problems: string[] = [];
  let routes: RouteFigures[];
  let floorRoute: RouteFigures;
  let transfer: Awaited<ReturnType<typeof measureTransfer>>;
  try {
    progress('initial JS and CSS per route (Playwright)');
    routes = await measureRoutes(browser, app.url, MEASURED_ROUTES, shopper, DIST);
    for (const route of routes) {
      if (route.openedUrl !== route.route) problems.push(`${route.route} redirected to ${route.openedUrl}`);
    }
    progress('bytes transferred on / (first visit, then a reload with a warm cache)');
    transfer = await measureTransfer(browser, app.url, '/', chosenSupplierStorage());
    if (transfer.images === 0) problems.push('no image loaded on /: is a supplier chosen?');
    [floorRoute] = (await measureRoutes(browser, floor.url, ['/'], {}, FLOOR_DIST)) as [RouteFigures];
  } finally {
    await browser.close();
  }
  const chromiumVersion = browser.version();
  const encoding = await entryScriptEncoding(app.url);

  const lighthouseFor = async (label: string, url: string, storage: typeof shopper | null) => {
    progress(`Lighthouse ${label}: ${RUNS} runs`);
    const figures = await lighthouseRuns(url, storage, RUNS, (run, index) => {
      const ms = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} ms`);
      const summary = `score ${run.score ?? '–'}, LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)}, CPU index ${run.benchmarkIndex ?? '–'}`;
      progress(`  run ${index + 1}/${RUNS}: ${summary} (${run.seconds.toFixed(0)} s)`);
      for (const problem of run.problems) problems.push(`Lighthouse ${label} run ${index + 1}: ${problem}`);
      if (run.finalUrl !== url) problems.push(`Lighthouse ${label} run ${index + 1} ended on ${run.finalUrl}`);
    });
    return figures;
  };
  const measured = [];
  for (const route of routes) {
    measured.push({ ...route, lighthouse: await lighthouseFor(route.route, `${app.url}${route.route}`, shopper) });
  }
  const floorFigures = { ...floorRoute, lighthouse: await lighthouseFor('stack floor', `${floor.url}/`, null) };

  return {
    date: new Date().toISOString(),
    git: gitInfo(),
    machine: machineInfo(chromiumVersion),
    server: { kind: app.kind, ...(app.fallbackReason && { fallbackReason: app.fallbackReason }), assetEncoding: encoding },
    method: { lighthouseRuns: String(RUNS), ...METHOD },
    routes: measured,
    transfer: { route: '/', ...transfer },
    floor: floorFigures,
    problems,
  };
}

try {
  const results = await main();
  await stopServers();
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(`${TMP}/results.md`, `${formatMarkdown(results)}\n`);
  console.info(`\n${formatResults(results)}\n`);
  progress(`wrote bench/results.json (Markdown table for README: ${TMP}/results.md)`);
} catch (error) {
  await stopServers();
  console.error(error);
  process.exitCode = 1;
}
