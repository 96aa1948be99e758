// The fault matrix in docs/reliability.md, from the rows the e2e fault-matrix tests wrote in their
// last run (e2e/support/fault-matrix.ts). `--write` puts the table in the document; without it the
// script fails when the document and the run disagree, as `npm test` runs it after the e2e suite.
// `--results DIR` reads a run made with `playwright test --output DIR` (default test-results).
import { FAULT_LABELS } from '../src/mocks/faults.ts';
import {
  FAULTS,
  OUTCOMES,
  STOREFRONT_OPERATIONS,
  faultRowsDir,
  type FaultRow,
  type Outcome,
} from '../tooling/fault-matrix-table.ts';
import { resultsFolder, writeOrCheckSection } from './generated-section.ts';

// Short column heads; the legend under the table says what each fault is.
const COLUMNS: Record<(typeof FAULTS)[number], string> = {
  http_500: '500',
  http_502: '502',
  http_404: '404',
  http_401: '401',
  hang: 'hang',
  malformed_json: 'bad JSON',
  empty_body: 'empty',
  missing_field: 'missing field',
  wrong_type: 'wrong type',
  extra_fields: 'extra fields',
  null_object: 'null object',
  huge_body: '5 MB',
  connection_drop: 'dropped',
};

const SHORT: Record<Outcome, string> = {
  works: 'works',
  retry: 'retry',
  message: 'message',
  sign_in: 'sign in',
  not_found: 'not found',
  quiet: 'quiet',
  settles: 'settles',
};

function cell(row: FaultRow | undefined): string {
  if (!row) return '–';
  const marks = [row.kept ? '' : ' **basket lost**', row.recovered ? '' : ' **stuck**'].join('');
  return SHORT[row.outcome] + marks;
}

/** Operation × fault → outcome, then what each outcome means and the words the shopper read. */
export function reliabilitySection(rows: readonly FaultRow[]): string {
  const header = `| Operation | ${FAULTS.map((fault) => COLUMNS[fault]).join(' | ')} |`;
  const lines = [header, `| --- |${FAULTS.map(() => ' --- |').join('')}`];
  for (const operation of STOREFRONT_OPERATIONS) {
    const cells = FAULTS.map((fault) =>
      cell(rows.find((r) => r.operation === operation && r.fault === fault)),
    );
    lines.push(`| \`${operation}\` | ${cells.join(' | ')} |`);
  }
  const legend = (Object.keys(OUTCOMES) as Outcome[]).map(
    (outcome) => `- **${SHORT[outcome]}**: ${OUTCOMES[outcome]}.`,
  );
  const messages = [...new Set(rows.flatMap((row) => row.messages))].sort();
  const driven = new Set(rows.map((row) => row.operation)).size;
  const bad = rows.filter((row) => !row.kept || !row.recovered).length;
  return [
    lines.join('\n'),
    `${rows.length} runs of ${driven} of ${STOREFRONT_OPERATIONS.length} operations through ${FAULTS.length} faults (– : not driven yet); ${bad} lost the basket or the checkout, or stayed stuck once the fault cleared.`,
    `Faults:\n\n${FAULTS.map((fault) => `- **${COLUMNS[fault]}**: ${FAULT_LABELS[fault]}.`).join('\n')}`,
    `Outcomes:\n\n${legend.join('\n')}`,
    `What the shopper read:\n\n${messages.map((message) => `- ${message}`).join('\n')}`,
  ].join('\n\n');
}

await writeOrCheckSection({
  doc: 'docs/reliability.md',
  start: '<!-- fault-matrix:start (scripts/reliability.ts writes this section; do not edit by hand) -->',
  end: '<!-- fault-matrix:end -->',
  name: 'the fault matrix',
  command: 'npm run reliability',
  rowsDir: faultRowsDir(resultsFolder()),
  render: reliabilitySection,
});
