import type { LoadAverage } from '../../scripts/bench/idle';
import type { BenchResults, MeasuredRoute } from '../../scripts/bench/report';

// A bench run's results, small enough to read: the bench-report tests print them.

export const KB = 1024;

export function measured(route: string, brotliKb: number, lcpMs: number | null): MeasuredRoute {
  const sizes = { raw: brotliKb * 4 * KB, gzip: brotliKb * 1.2 * KB, brotli: brotliKb * KB };
  return {
    route,
    openedUrl: route,
    js: { ...sizes, files: 3 },
    css: { raw: 9 * KB, gzip: 3 * KB, brotli: 2 * KB, files: 1 },
    lighthouse: {
      median: {
        score: 90,
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        fcpMs: 1500,
        lcpMs,
        tbtMs: 120,
        cls: 0,
        totalByteWeight: 180 * KB,
      },
      runs: [],
    },
  };
}

export const idleLoad: LoadAverage = {
  threshold: 1,
  reachedIdle: true,
  waitedSeconds: 35,
  atStart: 0.62,
  atEnd: 0.9,
};

export function results(overrides: Partial<BenchResults> = {}): BenchResults {
  const visit = { bytes: 100 * KB, fromNetwork: 10, fromCache: 0, byType: { Script: 90 * KB } };
  return {
    date: '2026-11-23T00:00:00.000Z',
    git: { commit: 'abc', dirty: false },
    machine: { cores: 2 },
    server: { kind: 'nginx', assetEncoding: 'br' },
    method: { lighthouseRuns: '3' },
    routes: [measured('/', 150, 2600), measured('/basket', 120, null)],
    transfer: { route: '/', images: 4, first: visit, repeat: visit },
    floors: { classic: measured('/', 130, 1500), mini: measured('/', 125, 1250) },
    requestChain: {},
    loadAverage: idleLoad,
    problems: [],
    ...overrides,
  };
}

export const markdownRow = (markdown: string, label: string) =>
  markdown
    .split('\n')
    .find((line) => line.startsWith(`| ${label} |`))
    ?.split(' | ')
    .map((cell) => cell.replace(/^\| | \|$/g, ''));
