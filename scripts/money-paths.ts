// The money-paths table in docs/payments.md, from the rows the e2e money-path tests wrote in their
// last run (e2e/support/money-paths.ts). `--write` puts the table in the document; without it the
// script fails when the document and the run disagree, as `npm test` runs it after the e2e suite.
// `--results DIR` reads a run made with `playwright test --output DIR` (default test-results).
import { METHODS, RACES, moneyPathsDir, type MoneyPath } from '../tooling/money-paths-table.ts';
import { resultsFolder, writeOrCheckSection } from './generated-section.ts';

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

await writeOrCheckSection({
  doc: 'docs/payments.md',
  start: '<!-- money-paths:start (scripts/money-paths.ts writes this table; do not edit by hand) -->',
  end: '<!-- money-paths:end -->',
  name: 'the money-paths table',
  command: 'npm run money-paths',
  rowsDir: moneyPathsDir(resultsFolder()),
  render: moneyPathsTable,
});
