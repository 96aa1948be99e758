import type { StorageEntries } from '../../tooling/seed-shopper.ts';
import type { Http2Figures, Http2Row, LighthouseFigures } from './report.ts';
import { startHttp2, type Running } from './servers.ts';

// The bench's HTTP/2 rows: the catalogue links' cold visits and the zod/mini floor over HTTPS and
// HTTP/2, each served by nginx with the shipped config rendered with a certificate made at bench
// time (servers.ts startHttp2), measured by the same Lighthouse runs as their HTTP/1.1 rows.

/** The cold visits measured over HTTP/2 too (when BENCH_ROUTES includes them). */
export const H2_ROUTES = ['/', '/category/101', '/product/1001'];

type Measure = (label: string, url: string, storage: StorageEntries | null) => Promise<LighthouseFigures>;

/**
 * The HTTP/2 servers of the app's and the floor's builds (`roots`): the app on `port`, the floor
 * on `port` + 2, each with its plain-HTTP redirect one above.
 */
export async function startHttp2Servers(
  roots: [app: string, floor: string],
  deployment: string,
  port: number,
  servers: Running[],
  progress: (message: string) => void,
): Promise<{ app: string; floor: string } | { why: string }> {
  const urls: string[] = [];
  for (const [index, root] of roots.entries()) {
    const started = await startHttp2({ root, port: port + 2 * index, deployment });
    if ('why' in started) {
      progress(`no HTTP/2 rows: ${started.why}`);
      return started;
    }
    servers.push(started);
    urls.push(started.url);
  }
  progress(`over HTTPS and HTTP/2: ${urls[0]} (floor ${urls[1]})`);
  return { app: urls[0]!, floor: urls[1]! };
}

/** Lighthouse over HTTP/2: each route's cold visit as a returning shopper, then the floor. */
export async function measureHttp2(
  urls: { app: string; floor: string },
  routes: readonly string[],
  shopper: StorageEntries,
  measure: Measure,
  problems: string[],
): Promise<Http2Figures> {
  const rows: Http2Row[] = [];
  for (const route of H2_ROUTES.filter((candidate) => routes.includes(candidate))) {
    rows.push({ route, lighthouse: await measure(`${route} over HTTP/2`, `${urls.app}${route}`, shopper) });
  }
  const floor = { route: '/', lighthouse: await measure('floor over HTTP/2', `${urls.floor}/`, null) };
  // A row is only an HTTP/2 row if the page came over h2 (Lighthouse's own network record).
  for (const row of [...rows, floor]) {
    for (const [index, run] of row.lighthouse.runs.entries()) {
      if (run.protocol !== 'h2')
        problems.push(`${row.route} over HTTP/2 run ${index + 1} came over ${run.protocol ?? 'unknown'}`);
    }
  }
  return { routes: rows, floor };
}
