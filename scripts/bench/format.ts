import type { VisitBytes } from './browser-figures.ts';
import { FLOOR_VARIANT_IDS, FLOOR_VARIANTS, RATIO_FLOOR } from './floor/variants.ts';
import type { LoadAverage } from './idle.ts';
import type { BenchResults, MeasuredRoute } from './report.ts';
import { http2Lines, http2Rows } from './format-h2.ts';
import { fixed, kb, ratio, RATIO_LABEL, seconds } from './format-units.ts';

// bench/results.json as a plain-text table for the terminal and a Markdown table for README's
// 'Speed and size'. Pure functions of the results, so tests/build/bench-report.test.ts covers them.

export { ratio };

/** The load-average line printed under the tables, e.g. 'load average 0.62 → 0.91 (…)'. */
export function loadAverageLine(load: LoadAverage, cores: number | string): string {
  const waited = load.reachedIdle
    ? load.waitedSeconds > 0
      ? `; waited ${load.waitedSeconds} s for it to fall below ${load.threshold}`
      : ''
    : `; never fell below ${load.threshold} in ${load.waitedSeconds} s of waiting, so timings are on the slow side`;
  return `load average ${load.atStart.toFixed(2)} → ${load.atEnd.toFixed(2)} (1-minute, at the start and end of the Lighthouse runs, ${cores} cores${waited})`;
}

function columns(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row.map((cell, column) => (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column]!)),
    )
    .map((row) => row.join('  ').trimEnd())
    .join('\n');
}

/** One row per route, then one per floor variant, each with its label. */
function labelledRows(
  results: BenchResults,
  routeLabel: (route: string) => string,
): [string, MeasuredRoute][] {
  return [
    ...results.routes.map((route): [string, MeasuredRoute] => [routeLabel(route.route), route]),
    ...FLOOR_VARIANT_IDS.map((id): [string, MeasuredRoute] => [FLOOR_VARIANTS[id].label, results.floors[id]]),
  ];
}

/** A row's cells, in the order of the headers below; ratios against `floor`. */
function routeRow(label: string, figures: MeasuredRoute, floor: MeasuredRoute): string[] {
  const { js, css } = figures;
  const lh = figures.lighthouse.median;
  return [
    label,
    kb(js.raw),
    kb(js.gzip),
    kb(js.brotli),
    ratio(js.brotli, floor.js.brotli),
    kb(css.brotli),
    fixed(lh.score, 0),
    seconds(lh.fcpMs),
    seconds(lh.lcpMs),
    ratio(lh.lcpMs, floor.lighthouse.median.lcpMs),
    seconds(figures.repeat?.median.lcpMs),
    ratio(figures.repeat?.median.lcpMs ?? null, floor.lighthouse.median.lcpMs),
    fixed(lh.tbtMs, 0),
    fixed(lh.cls, 3),
    kb(lh.totalByteWeight),
    fixed(lh.accessibility, 0),
    fixed(lh.bestPractices, 0),
    fixed(lh.seo, 0),
  ];
}

const TEXT_HEADER = [
  'route',
  'JS raw',
  'gzip',
  'br',
  'br÷floor',
  'CSS br',
  'LH',
  'FCP s',
  'LCP s',
  'LCP÷floor',
  'repeat LCP s',
  'repeat÷floor',
  'TBT ms',
  'CLS',
  'weight',
  'A11y',
  'BP',
  'SEO',
];
export const MARKDOWN_HEADER = [
  'route',
  'JS raw KB',
  'JS gzip KB',
  'JS br KB',
  'JS br ÷ zod/mini floor',
  'CSS br KB',
  'LH score',
  'FCP s',
  'LCP s',
  'LCP ÷ zod/mini floor',
  'repeat-visit LCP s',
  'repeat ÷ zod/mini floor',
  'TBT ms',
  'CLS',
  'LH weight KB',
  'Accessibility',
  'Best practices',
  'SEO',
];

/** The line under the tables on the inline scripts, which no route's JS column includes. */
function inlineLine(results: BenchResults): string[] {
  const inline = results.inlineScripts;
  if (!inline) return [];
  return [
    `plus on every route, inline in index.html (early boot script): ${kb(inline.raw)} KB raw, ${kb(inline.brotli)} KB br`,
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

/** Repeat visits with the network cut (older results have none). */
function cutVisitLines(results: BenchResults): string[] {
  if (!results.cutVisits) return [];
  const { route, offline, apiDown } = results.cutVisits;
  const floor = results.floors[RATIO_FLOOR].lighthouse.median.lcpMs;
  const line = (label: string, figures: typeof offline) =>
    `  ${label} LCP ${seconds(figures.median.lcpMs)} s (${ratio(figures.median.lcpMs, floor)} the floor's cold LCP), FCP ${seconds(figures.median.fcpMs)} s`;
  return [
    '',
    `Repeat visit to ${route} with the network cut for the load:`,
    line('offline  ', offline),
    line('API down ', apiDown),
  ];
}

/** What the data saver saves on a category's first visit (older results have no such figure). */
function dataLightLines({ dataLight }: BenchResults): string[] {
  if (!dataLight) return [];
  const { route, shown, light, pictures } = dataLight;
  const saved = shown.bytes - light.bytes;
  return [
    '',
    `Data saver on ${route} (first visit): ${kb(shown.bytes)} KB with its ${pictures} pictures, ${kb(light.bytes)} KB without;` +
      ` saves ${kb(saved)} KB (${Math.round((100 * saved) / shown.bytes)}%)`,
  ];
}

/** The results as plain-text tables (KB = 1024 bytes; times in seconds unless marked ms). */
export function formatResults(results: BenchResults): string {
  const floor = results.floors[RATIO_FLOOR];
  const rows = [
    TEXT_HEADER,
    ...labelledRows(results, (route) => route).map(([label, route]) => routeRow(label, route, floor)),
    ...http2Rows(results, (route) => route).map(([label, route, h2Floor]) => routeRow(label, route, h2Floor)),
  ];
  const { first, repeat, images, route } = results.transfer;
  return [
    `Initial JS/CSS in KB; Lighthouse (LH) mobile, median of ${results.method.lighthouseRuns} runs; weight = Lighthouse total byte weight in KB`,
    `br÷floor and LCP÷floor: brotli JS and LCP divided by those of the ${RATIO_LABEL} in this run`,
    columns(rows),
    ...inlineLine(results),
    loadAverageLine(results.loadAverage, results.machine.cores ?? '?'),
    ...http2Lines(results),
    ...cutVisitLines(results),
    '',
    `Bytes transferred on ${route} (${images} images on the page):`,
    `  first visit  ${visitLine(first)}`,
    `  repeat visit ${visitLine(repeat)}`,
    ...dataLightLines(results),
    '',
    `Served by ${results.server.kind}, assets sent as ${results.server.assetEncoding}` +
      (results.server.fallbackReason ? ` (nginx not used: ${results.server.fallbackReason})` : ''),
    ...results.problems.map((problem) => `! ${problem}`),
  ].join('\n');
}

/** The same figures as a compact Markdown table with the load-average line under it, for README. */
export function formatMarkdown(results: BenchResults): string {
  const floor = results.floors[RATIO_FLOOR];
  const label = (route: string) => `\`${route}\``;
  const rows = [
    ...labelledRows(results, label).map(([name, route]) => routeRow(name, route, floor)),
    ...http2Rows(results, label).map(([name, route, h2Floor]) => routeRow(name, route, h2Floor)),
  ];
  const table = [MARKDOWN_HEADER, MARKDOWN_HEADER.map(() => '---'), ...rows].map(
    (row) => `| ${row.join(' | ')} |`,
  );
  return [
    ...table,
    '',
    ...inlineLine(results),
    loadAverageLine(results.loadAverage, results.machine.cores ?? '?'),
    ...http2Lines(results),
    ...cutVisitLines(results),
    ...dataLightLines(results),
  ].join('\n');
}
