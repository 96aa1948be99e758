import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { NGINX_BIN } from '../nginx/start-nginx.ts';
import type { RouteFigures, VisitBytes } from './browser-figures.ts';
import type { LighthouseMedian, LighthouseRun } from './lighthouse.ts';

// The shape of bench/results.json and the table printed from it.

export interface LighthouseFigures {
  median: LighthouseMedian;
  runs: LighthouseRun[];
}

export interface MeasuredRoute extends RouteFigures {
  lighthouse: LighthouseFigures;
}

export interface BenchResults {
  date: string;
  git: { commit: string; dirty: boolean };
  machine: Record<string, string | number>;
  server: { kind: string; fallbackReason?: string; assetEncoding: string };
  method: Record<string, string>;
  routes: MeasuredRoute[];
  transfer: { route: string; images: number; first: VisitBytes; repeat: VisitBytes };
  floor: MeasuredRoute;
  problems: string[];
}

/** How each figure is measured, written into results.json next to the figures. */
export const METHOD = {
  lighthouse:
    'Lighthouse default config (mobile, simulated throttling) in Debian Chromium, performance category only; median of each metric',
  storage:
    'Routes and Lighthouse: returning shopper (Sea Point chosen, demo shopper signed in, 1 item in basket) with a cold HTTP cache. Transfer: Sea Point chosen only.',
  sizes: 'Initial JS/CSS: the /assets files a route loads until the network is idle; gzip -9 and brotli 11 of each',
  transfer:
    'Sum of CDP Network.loadingFinished encodedDataLength over the page load; repeat visit = reload in the same context',
  floor: 'scripts/bench/floor: only the fixed dependencies, each used once, same build settings and server',
};

const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' });

/** The commit measured, and whether the work tree had changes on top of it. */
export function gitInfo(): BenchResults['git'] {
  const commit = run('git', ['rev-parse', 'HEAD']).stdout?.trim() || 'unknown';
  const dirty = (run('git', ['status', '--porcelain']).stdout ?? '').trim().length > 0;
  return { commit, dirty };
}

/** Enough about the machine to tell whether two results files are comparable. */
export function machineInfo(chromiumVersion: string): BenchResults['machine'] {
  const lighthouse = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as {
    version: string;
  };
  const nginx = run(NGINX_BIN, ['-v']);
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    // Other work on the machine inflates Lighthouse's simulated timings (TBT most), never the sizes.
    loadAverage1mAtEnd: Number(os.loadavg()[0]!.toFixed(2)),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: lighthouse.version,
    nginx: nginx.error ? 'not installed' : (nginx.stderr ?? '').trim().replace('nginx version: ', ''),
  };
}

const kb = (bytes: number | null) => (bytes === null ? '–' : (bytes / 1024).toFixed(1));
const fixed = (value: number | null, digits: number) => (value === null ? '–' : value.toFixed(digits));
const seconds = (ms: number | null) => (ms === null ? '–' : (ms / 1000).toFixed(2));

function columns(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column]!)))
    .map((row) => row.join('  ').trimEnd())
    .join('\n');
}

function routeRow(label: string, figures: MeasuredRoute): string[] {
  const { js, css } = figures;
  const lh = figures.lighthouse.median;
  return [
    label,
    kb(js.raw),
    kb(js.gzip),
    kb(js.brotli),
    kb(css.brotli),
    fixed(lh.score, 0),
    seconds(lh.fcpMs),
    seconds(lh.lcpMs),
    fixed(lh.tbtMs, 0),
    fixed(lh.cls, 3),
    kb(lh.totalByteWeight),
  ];
}

const visitLine = (visit: VisitBytes) => {
  const types = Object.entries(visit.byType)
    .filter(([, bytes]) => bytes > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(', ');
  return `${kb(visit.bytes)} KB; ${visit.fromNetwork} responses over the network, ${visit.fromCache} from cache (${types})`;
};

/** The results as plain-text tables (KB = 1024 bytes; times in seconds unless marked ms). */
export function formatResults(results: BenchResults): string {
  const header = ['route', 'JS raw', 'gzip', 'br', 'CSS br', 'LH', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'weight'];
  const rows = [
    header,
    ...results.routes.map((route) => routeRow(route.route, route)),
    routeRow('stack floor', results.floor),
  ];
  const { first, repeat, images, route } = results.transfer;
  return [
    `Initial JS/CSS in KB; Lighthouse (LH) mobile, median of ${results.method.lighthouseRuns} runs; weight = Lighthouse total byte weight in KB`,
    columns(rows),
    '',
    `Bytes transferred on ${route} (${images} images on the page):`,
    `  first visit  ${visitLine(first)}`,
    `  repeat visit ${visitLine(repeat)}`,
    '',
    `Load average at the end: ${results.machine.loadAverage1mAtEnd} on ${results.machine.cores} cores.`,
    `Served by ${results.server.kind}, assets sent as ${results.server.assetEncoding}` +
      (results.server.fallbackReason ? ` (nginx not used: ${results.server.fallbackReason})` : ''),
    ...results.problems.map((problem) => `! ${problem}`),
  ].join('\n');
}

/** The same figures as a compact Markdown table, for README's 'Speed and size'. */
export function formatMarkdown(results: BenchResults): string {
  const rows = [...results.routes.map((route) => routeRow(`\`${route.route}\``, route)), routeRow('stack floor', results.floor)];
  const header = ['route', 'JS raw KB', 'JS gzip KB', 'JS br KB', 'CSS br KB', 'LH score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'LH weight KB'];
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}
