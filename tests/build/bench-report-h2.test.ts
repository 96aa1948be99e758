// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMarkdown, formatResults, MARKDOWN_HEADER } from '../../scripts/bench/format';
import { markdownRow, measured, results } from './bench-report-fixtures';

// The HTTP/2 rows (scripts/bench/h2.ts): beside the HTTP/1.1 rows, each LCP ratio against the floor
// served the same way, and results files from before them still print as they did.

const h2 = {
  routes: [{ route: '/', lighthouse: measured('/', 150, 1950).lighthouse }],
  floor: { route: '/', lighthouse: measured('/', 125, 1500).lighthouse },
};

describe('HTTP/2 rows of the bench tables', () => {
  it('prints a route over HTTP/2 with its HTTP/1.1 sizes and its LCP over the floor over HTTP/2', () => {
    const markdown = formatMarkdown(results({ h2 }));
    const cell = (row: string[] | undefined, name: string) => row?.[MARKDOWN_HEADER.indexOf(name)];
    const h1Row = markdownRow(markdown, '`/`');
    const h2Row = markdownRow(markdown, '`/` over HTTP/2');
    const floorRow = markdownRow(markdown, 'stack floor (zod/mini) over HTTP/2');
    // 2600 / 1250 over HTTP/1.1; 1950 / 1500 over HTTP/2.
    expect(cell(h1Row, 'LCP ÷ zod/mini floor')).toBe('2.08×');
    expect(cell(h2Row, 'LCP ÷ zod/mini floor')).toBe('1.30×');
    expect(cell(h2Row, 'LCP s')).toBe('1.95');
    expect(cell(h2Row, 'JS br KB')).toBe(cell(h1Row, 'JS br KB'));
    expect(cell(h2Row, 'repeat-visit LCP s')).toBe('–');
    expect(cell(floorRow, 'LCP s')).toBe('1.50');
    expect(cell(floorRow, 'LCP ÷ zod/mini floor')).toBe('1.00×');
    expect(markdown).toContain(
      'HTTP/1.1 → HTTP/2 (each against the floor served the same way): / 2.08× → 1.30×',
    );
    expect(formatResults(results({ h2 }))).toMatch(/^\/ over HTTP\/2 .* 1\.95 +1\.30×/m);
  });

  it('says why a run has no HTTP/2 rows, and prints older results without any', () => {
    expect(formatResults(results({ h2: { skipped: 'openssl not found' } }))).toContain(
      'No HTTP/2 rows: openssl not found',
    );
    const older = formatMarkdown(results());
    expect(older).not.toContain('HTTP/2');
    expect(older).toBe(formatMarkdown(results({ h2: undefined })));
  });
});
