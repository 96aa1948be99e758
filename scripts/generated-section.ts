// A section of a document written from a test run's rows (the money-paths table in docs/payments.md,
// the fault matrix in docs/reliability.md): `--write` puts it in the document; without it the run
// fails when the document and the run disagree, as `npm test` runs it after the tests.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';

/** The folder of the run to read: `--results DIR` (a run made with `--output DIR`), else test-results. */
export function resultsFolder(): string {
  const at = process.argv.indexOf('--results');
  const folder = at >= 0 ? process.argv[at + 1] : 'test-results';
  if (!folder || folder.startsWith('--')) throw new Error('--results needs the folder of a run');
  return folder;
}

/** The rows the tests left in `dir`, one JSON file each. */
export function readRows<T>(dir: string): T[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T);
}

interface Section {
  doc: string;
  /** The markers around the section, each on a line of its own. */
  start: string;
  end: string;
  /** What the section is called in messages ('the money-paths table'). */
  name: string;
  /** The npm script that writes it. */
  command: string;
  rowsDir: string;
  render: (rows: never[]) => string;
}

/** Writes the section (`--write`) or exits non-zero when the document's differs from this run's. */
export async function writeOrCheckSection(section: Section): Promise<void> {
  const { doc: path, start, end, name, command, rowsDir } = section;
  const rows = readRows<never>(rowsDir);
  if (rows.length === 0) {
    console.error(`No rows in ${rowsDir} for ${name}: run the e2e suite first (npm test runs it).`);
    process.exit(1);
  }
  const doc = readFileSync(path, 'utf8');
  const at = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (at < 0 || to < at) throw new Error(`${path} has no ${start} … ${end} section`);
  const next = `${doc.slice(0, at + start.length)}\n\n${section.render(rows).trimEnd()}\n\n${doc.slice(to)}`;
  const formatted = await format(next, { ...(await resolveConfig(path)), filepath: path });
  if (process.argv.includes('--write')) {
    writeFileSync(path, formatted);
    console.info(`${path}: ${name} written from ${rows.length} rows`);
  } else if (formatted !== doc) {
    console.error(`${path}: ${name} is stale against this e2e run. Run \`${command}\` and commit it.`);
    process.exit(1);
  } else console.info(`${path}: ${name} matches the e2e run (${rows.length} rows)`);
}
