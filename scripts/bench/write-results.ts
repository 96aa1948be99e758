import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatScale } from './format-scale.ts';
import { formatMarkdown, formatResults } from './format.ts';
import { formatRequestLog } from './network-log.ts';
import type { BenchResults } from './report.ts';

/**
 * Writes a run's results as JSON to `file` and as Markdown (README's tables, the scale table and
 * the request chains) to `tmp`/results.md; returns the plain-text tables for the terminal.
 */
export function writeResults(results: BenchResults, file: string, tmp: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const chains = Object.entries(results.requestChain).map(([route, log]) => formatRequestLog(route, log));
  const scale = results.scale ? [formatScale(results.scale)] : [];
  writeFileSync(`${tmp}/results.md`, `${[formatMarkdown(results), ...scale, ...chains].join('\n\n')}\n`);
  return `${formatResults(results)}\n\n${scale.join('')}`;
}
