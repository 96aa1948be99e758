import { RATIO_FLOOR } from './floor/variants.ts';
import { ratio, RATIO_LABEL, seconds } from './format-units.ts';
import type { BenchResults, MeasuredRoute } from './report.ts';

// The HTTP/2 rows of the bench tables (format.ts) and the lines under them (h2.ts measures them).

/**
 * The HTTP/2 rows, each with the floor its ratios divide by (the floor over HTTP/2): a route's
 * sizes are its HTTP/1.1 row's (the same files), its timings those over HTTP/2.
 */
export function http2Rows(
  results: BenchResults,
  routeLabel: (route: string) => string,
): [string, MeasuredRoute, MeasuredRoute][] {
  const { h2 } = results;
  if (!h2 || 'skipped' in h2) return [];
  const floor: MeasuredRoute = { ...results.floors[RATIO_FLOOR], lighthouse: h2.floor.lighthouse };
  const rows = h2.routes.flatMap((row): [string, MeasuredRoute, MeasuredRoute][] => {
    const sizes = results.routes.find((route) => route.route === row.route);
    if (!sizes) return [];
    return [
      [
        `${routeLabel(row.route)} over HTTP/2`,
        { ...sizes, lighthouse: row.lighthouse, repeat: undefined },
        floor,
      ],
    ];
  });
  return [...rows, [`${RATIO_LABEL} over HTTP/2`, floor, floor]];
}

/** Under the tables: how the HTTP/2 rows were served, and each route's cold LCP ratio both ways. */
export function http2Lines(results: BenchResults): string[] {
  const { h2 } = results;
  if (!h2) return [];
  if ('skipped' in h2) return ['', `No HTTP/2 rows: ${h2.skipped}`];
  const h1Floor = results.floors[RATIO_FLOOR].lighthouse.median.lcpMs;
  const h2Floor = h2.floor.lighthouse.median.lcpMs;
  const pairs = h2.routes.map((row) => {
    const h1 = results.routes.find((route) => route.route === row.route)?.lighthouse.median.lcpMs ?? null;
    return `${row.route} ${ratio(h1, h1Floor)} → ${ratio(row.lighthouse.median.lcpMs, h2Floor)}`;
  });
  return [
    '',
    `Over HTTP/2: the same build and nginx config with TLS (self-signed certificate); the floor's cold LCP ${seconds(h1Floor)} s over HTTP/1.1, ${seconds(h2Floor)} s over HTTP/2.`,
    `Cold LCP ÷ ${RATIO_LABEL}, HTTP/1.1 → HTTP/2 (each against the floor served the same way): ${pairs.join(', ')}`,
  ];
}
