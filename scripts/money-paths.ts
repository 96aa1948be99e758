// The money-paths table in docs/payments.md, from the rows the e2e money-path tests wrote in their
// last run (e2e/support/money-paths.ts). `--write` puts the table in the document; without it the
// script fails when the document and the run disagree, as `npm test` runs it after the e2e suite.
// `--results DIR` reads a run made with `playwright test --output DIR` (default test-results).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { METHODS, RACES, moneyPathsDir, type MoneyPath } from '../e2e/support/money-paths-table.ts';

const DOC = 'docs/payments.md';
const START = '<!-- money-paths:start (scripts/money-paths.ts writes this table; do not edit by hand) -->';
const END = '<!-- money-paths:end -->';
const resultsAt = process.argv.indexOf('--results');
const RESULTS = resultsAt >= 0 ? process.argv[resultsAt + 1] : 'test-results';
if (!RESULTS || RESULTS.startsWith('--')) throw new Error('--results needs the folder of a run');
const ROWS = moneyPathsDir(RESULTS);

function readRows(): MoneyPath[] {
  if (!existsSync(ROWS)) return [];
  return readdirSync(ROWS)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(ROWS, name), 'utf8')) as MoneyPath);
}

/** Every method against every race, in the document's order; a pair no test covers says so. */
export function moneyPathsTable(rows: readonly MoneyPath[]): string {
  const lines = [
    '| Method | Race | What the shopper sees | Orders | Charges |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const method of METHODS) {
    for (const race of RACES) {
      const row = rows.find((r) => r.method === method && r.race === race);
      const cells = row
        ? [method, race, row.sees, String(row.orders), String(row.charges)]
        : [method, race, '_not covered by a test yet_', '', ''];
      lines.push(`| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`);
    }
  }
  const covered = rows.length;
  return `${lines.join('\n')}\n\n${covered} of ${METHODS.length * RACES.length} pairs are covered by the tests in e2e/money-paths-*.spec.ts.\n`;
}

async function main() {
  const rows = readRows();
  if (rows.length === 0) {
    console.error(`No money-path rows in ${ROWS}: run the e2e suite first (npm test runs it).`);
    process.exit(1);
  }
  const doc = readFileSync(DOC, 'utf8');
  const at = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (at < 0 || end < at) throw new Error(`${DOC} has no ${START} … ${END} section`);
  const next = `${doc.slice(0, at + START.length)}\n\n${moneyPathsTable(rows)}\n${doc.slice(end)}`;
  const formatted = await format(next, { ...(await resolveConfig(DOC)), filepath: DOC });
  if (process.argv.includes('--write')) {
    writeFileSync(DOC, formatted);
    console.info(`${DOC}: money-paths table written from ${rows.length} rows`);
  } else if (formatted !== doc) {
    console.error(
      `${DOC}: the money-paths table is stale against this e2e run. Run \`npm run money-paths\` and commit it.`,
    );
    process.exit(1);
  } else console.info(`${DOC}: money-paths table matches the e2e run (${rows.length} rows)`);
}

await main();
