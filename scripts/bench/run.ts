import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { inlineScriptSizes } from '../../tooling/route-assets.ts';
import { MEASURED_ROUTES } from '../../build/budgets.ts';
import { returningShopperStorage } from '../../tooling/seed-shopper.ts';
import { sum } from './browser-figures.ts';
import { browserPass } from './browser-pass.ts';
import { FLOOR_VARIANT_IDS, FLOOR_VARIANTS, type FloorVariant } from './floor/variants.ts';
import { IDLE_LOAD, loadNow, waitForIdle } from './idle.ts';
import { lighthouseRuns, type LighthouseRun, type RepeatVisit } from './lighthouse.ts';
import { gitInfo } from './git-info.ts';
import { viteBuild } from './vite-build.ts';
import { writeResults } from './write-results.ts';
import { machineInfo, METHOD, type BenchResults, type MeasuredRoute } from './report.ts';
import { measureHttp2, startHttp2Servers } from './h2.ts';
import { benchScale, type ScaleResults } from './scale-run.ts';
import { entryScriptEncoding, startMockApi, startStatic, type Running } from './servers.ts';
import { tcpGate, type TcpGate } from './tcp-gate.ts';

// npm run bench: builds the storefront and the stack floor (once with classic zod, once with
// zod/mini), serves them as production would and measures bytes (Playwright + CDP) and Lighthouse
// timings, after waiting for the machine to be idle. Timings are printed, never asserted.
// Env: MOCK_API_PORT (8787), BENCH_APP_PORT (4180; the floors use the next two ports), BENCH_RUNS
// (3), BENCH_ROUTES (all of MEASURED_ROUTES), BENCH_DIST (dist), BENCH_IDLE_WAIT (180: seconds to
// wait for a load average below 1; 0: none), CHROMIUM_PATH, BENCH_ONLY=scale (only the scale
// figures, written into the existing bench/results.json). The cold visits of /, /category/101 and
// /product/1001 and the zod/mini floor are measured over HTTP/2 too (h2.ts: TLS on BENCH_APP_PORT
// + 4 to + 7). A run of a BENCH_ROUTES subset writes bench/tmp/results.json, never bench/results.json.

const TMP = 'bench/tmp';
const DIST = process.env.BENCH_DIST ?? 'dist';
const FLOOR_CONFIG = 'scripts/bench/floor/vite.config.ts';
const API_PORT = Number(process.env.MOCK_API_PORT ?? 8787);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4180);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_WAIT = Number(process.env.BENCH_IDLE_WAIT ?? 180);
const ONLY_SCALE = process.env.BENCH_ONLY === 'scale';
// The large-demo build's server: after the app's and the two floors' ports.
const LARGE_PORT = APP_PORT + 3;
// The app again, through a gate the repeat visits can cut (tcp-gate.ts), on an origin of its own.
const REPEAT_PORT = APP_PORT + 9;
// The mock API itself, behind a gate on API_PORT, which the build calls.
const API_INNER_PORT = API_PORT + 100;
// A comma-separated subset of MEASURED_ROUTES, for a quicker look at a few routes.
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? MEASURED_ROUTES;
// bench/results.json (and README's tables from it) holds whole runs only.
const PARTIAL = MEASURED_ROUTES.some((route) => !ROUTES.includes(route));
const RESULTS = PARTIAL && !ONLY_SCALE ? `${TMP}/results.json` : 'bench/results.json';
// The HTTP/2 servers: the app on this port, the zod/mini floor two above (redirects at + 1).
const H2_PORT = APP_PORT + 4;
const unknownRoutes = ROUTES.filter((route) => !(MEASURED_ROUTES as readonly string[]).includes(route));
if (unknownRoutes.length > 0)
  throw new Error(`BENCH_ROUTES: ${unknownRoutes.join(', ')} not in MEASURED_ROUTES (build/budgets.ts)`);
if (!(IDLE_WAIT >= 0))
  throw new Error(`BENCH_IDLE_WAIT=${process.env.BENCH_IDLE_WAIT}: expected seconds (0: no wait)`);

const started = Date.now();
const progress = (message: string) =>
  console.info(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const build = (label: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  viteBuild(path.join(TMP, `build-${label}.log`), label, args, env);

const servers: Running[] = [];
/** A gate, stopped with the servers. */
async function gate(port: number, target: number): Promise<TcpGate> {
  const opened = await tcpGate(port, target);
  servers.push({ url: opened.url, pid: process.pid, stop: opened.close });
  return opened;
}

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
  const apiGate = await gate(API_PORT, API_INNER_PORT);
  const api = await startMockApi(API_INNER_PORT, TMP);
  servers.push(api);
  progress(`building the storefront into ${DIST}/ (API_ORIGIN=${apiOrigin}) and the stack floors`);
  build('app', ['--outDir', DIST], { API_ORIGIN: apiOrigin });
  for (const id of FLOOR_VARIANT_IDS) build(`floor-${id}`, ['--config', FLOOR_CONFIG], { FLOOR_ZOD: id });
  // All builds share the storefront's config, so the floors get the same headers and CSP.
  const config = `${DIST}/config.json`;
  const app = await startStatic({ root: DIST, port: APP_PORT, deployment: config, logDir: TMP });
  servers.push(app);
  const floors = {} as Record<FloorVariant, { url: string; dist: string }>;
  for (const [index, id] of FLOOR_VARIANT_IDS.entries()) {
    const dist = FLOOR_VARIANTS[id].outDir;
    const port = APP_PORT + 1 + index;
    const server = await startStatic({
      root: dist,
      port,
      deployment: config,
      logDir: TMP,
      viteConfig: FLOOR_CONFIG,
    });
    servers.push(server);
    floors[id] = { url: server.url, dist };
  }
  const repeatGate = await gate(REPEAT_PORT, APP_PORT);
  const h2Servers = await startHttp2Servers([DIST, floors.mini.dist], config, H2_PORT, servers, progress);
  const floorUrls = FLOOR_VARIANT_IDS.map((id) => `${id} ${floors[id].url}`).join(', ');
  progress(
    `serving with ${app.kind} on ${app.url} (repeat visits: ${repeatGate.url}; floors: ${floorUrls}), mock API on ${apiGate.url}`,
  );
  if (app.fallbackReason) progress(`nginx not used: ${app.fallbackReason}`);

  const apiRequests = await request.newContext();
  const shopper = await returningShopperStorage(apiRequests, apiGate.url);
  await apiRequests.dispose();
  const problems: string[] = [];
  const { routes, floorRoutes, transfer, dataLight, requestChain, chromiumVersion } = await browserPass({
    appUrl: app.url,
    dist: DIST,
    routes: ROUTES,
    shopper,
    floors,
    problems,
    progress,
  });
  const encoding = await entryScriptEncoding(app.url);

  const lighthouseFor = async (
    label: string,
    url: string,
    storage: typeof shopper | null,
    repeat?: RepeatVisit,
  ) => {
    progress(`Lighthouse ${label}: ${RUNS} runs`);
    const figures = await lighthouseRuns(url, storage, RUNS, onRun, repeat);
    function onRun(run: LighthouseRun, index: number) {
      const ms = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} ms`);
      const summary = `score ${run.score ?? '–'}, LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)}, CPU index ${run.benchmarkIndex ?? '–'}`;
      progress(`  run ${index + 1}/${RUNS}: ${summary} (${run.seconds.toFixed(0)} s)`);
      for (const problem of run.problems) problems.push(`Lighthouse ${label} run ${index + 1}: ${problem}`);
      if (run.finalUrl !== url)
        problems.push(`Lighthouse ${label} run ${index + 1} ended on ${run.finalUrl}`);
    }
    return figures;
  };
  progress(`Lighthouse waits (at most ${IDLE_WAIT} s) for a 1-minute load average below ${IDLE_LOAD}`);
  const idle = await waitForIdle({ maxSeconds: IDLE_WAIT, log: (message) => progress(`  ${message}`) });
  const atStart = loadNow();
  const measured = [];
  for (const route of routes) {
    measured.push({
      ...route,
      lighthouse: await lighthouseFor(route.route, `${app.url}${route.route}`, shopper),
      repeat: await lighthouseFor(
        `${route.route} repeat visit`,
        `${repeatGate.url}${route.route}`,
        shopper,
        {},
      ),
    });
  }
  const cut = (gates: TcpGate[]) => ({
    start: () => gates.forEach((closing) => closing.cut(true)),
    end: () => gates.forEach((closing) => closing.cut(false)),
  });
  const home = `${repeatGate.url}/`;
  const cutVisits = {
    route: '/',
    offline: await lighthouseFor('/ repeat visit, offline', home, shopper, {
      during: cut([repeatGate, apiGate]),
    }),
    apiDown: await lighthouseFor('/ repeat visit, API down', home, shopper, { during: cut([apiGate]) }),
  };
  const floorFigures = {} as Record<FloorVariant, MeasuredRoute>;
  for (const id of FLOOR_VARIANT_IDS) {
    const label = FLOOR_VARIANTS[id].label;
    floorFigures[id] = {
      ...floorRoutes[id],
      lighthouse: await lighthouseFor(label, `${floors[id].url}/`, null),
    };
  }
  const h2 =
    'why' in h2Servers
      ? { skipped: h2Servers.why }
      : await measureHttp2(h2Servers, ROUTES, shopper, lighthouseFor, problems);
  const loadAverage = { ...idle, atStart, atEnd: loadNow() };
  const scale = await measureScaleFigures(apiOrigin, app.url);

  return {
    date: new Date().toISOString(),
    git: gitInfo(),
    machine: machineInfo(chromiumVersion),
    server: {
      kind: app.kind,
      ...(app.fallbackReason && { fallbackReason: app.fallbackReason }),
      assetEncoding: encoding,
    },
    method: { lighthouseRuns: String(RUNS), ...METHOD },
    routes: measured,
    inlineScripts: sum(inlineScriptSizes(DIST)),
    transfer: { route: '/', ...transfer },
    cutVisits,
    dataLight,
    floors: floorFigures,
    h2,
    requestChain,
    loadAverage,
    scale,
    problems,
  };
}

function measureScaleFigures(apiOrigin: string, referenceUrl: string): Promise<ScaleResults> {
  return benchScale({ apiOrigin, referenceUrl, port: LARGE_PORT, tmp: TMP, build, servers, progress });
}

/** BENCH_ONLY=scale: the reference build and the large-demo build, their scale figures only. */
async function scaleOnly(): Promise<BenchResults> {
  mkdirSync(TMP, { recursive: true });
  const previous = JSON.parse(readFileSync('bench/results.json', 'utf8')) as BenchResults;
  const apiOrigin = `http://127.0.0.1:${API_PORT}`;
  servers.push(await startMockApi(API_PORT, TMP));
  progress(`building the storefront into ${DIST}/ (API_ORIGIN=${apiOrigin})`);
  build('app', ['--outDir', DIST], { API_ORIGIN: apiOrigin });
  const app = await startStatic({
    root: DIST,
    port: APP_PORT,
    deployment: `${DIST}/config.json`,
    logDir: TMP,
  });
  servers.push(app);
  return { ...previous, scale: await measureScaleFigures(apiOrigin, app.url) };
}

try {
  const results = ONLY_SCALE ? await scaleOnly() : await main();
  await stopServers();
  console.info(`\n${writeResults(results, RESULTS, TMP)}\n`);
  progress(`wrote ${RESULTS} (Markdown table for README: ${TMP}/results.md)`);
  if (PARTIAL) progress('a BENCH_ROUTES subset: bench/results.json and README keep the last whole run');
} catch (error) {
  await stopServers();
  console.error(error);
  process.exitCode = 1;
}
