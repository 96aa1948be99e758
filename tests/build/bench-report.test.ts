// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMarkdown, formatResults, MARKDOWN_HEADER, ratio } from '../../scripts/bench/format';
import { KB, markdownRow, measured, results } from './bench-report-fixtures';
import type { MeasuredRoute } from '../../scripts/bench/report';

describe("Lighthouse's other categories", () => {
  it('prints accessibility, best practices and SEO beside performance, per route', () => {
    const markdown = formatMarkdown(
      results({
        routes: [
          {
            ...measured('/', 150, 2600),
            lighthouse: {
              median: {
                ...measured('/', 150, 2600).lighthouse.median,
                accessibility: 97,
                bestPractices: 96,
                seo: 90,
              },
              runs: [],
            },
          },
        ],
      }),
    );
    const home = markdownRow(markdown, '`/`')!;
    const cell = (name: string) => home[MARKDOWN_HEADER.indexOf(name)];
    expect([cell('Accessibility'), cell('Best practices'), cell('SEO')]).toEqual(['97', '96', '90']);
  });
});

describe('bench ratio columns', () => {
  it('divides and prints two decimals with a times sign', () => {
    expect(ratio(130, 125)).toBe('1.04×');
    expect(ratio(125, 125)).toBe('1.00×');
    expect(ratio(null, 125)).toBe('–');
    expect(ratio(130, null)).toBe('–');
    expect(ratio(130, 0)).toBe('–');
  });

  it('gives every row, both floors included, its JS br and LCP ratio to the zod/mini floor', () => {
    const markdown = formatMarkdown(results());
    const column = (name: string) => MARKDOWN_HEADER.indexOf(name);
    const js = column('JS br ÷ zod/mini floor');
    const lcp = column('LCP ÷ zod/mini floor');
    expect(js).toBe(column('JS br KB') + 1);
    expect(lcp).toBe(column('LCP s') + 1);
    expect(markdown.split('\n')[0]).toContain('| JS br KB | JS br ÷ zod/mini floor |');

    const home = markdownRow(markdown, '`/`')!;
    expect(home[column('JS br KB')]).toBe('150.0');
    expect([home[js], home[lcp]]).toEqual(['1.20×', '2.08×']);
    const basket = markdownRow(markdown, '`/basket`')!;
    expect([basket[js], basket[lcp]]).toEqual(['0.96×', '–']);
    const classic = markdownRow(markdown, 'stack floor (classic zod)')!;
    expect([classic[js], classic[lcp]]).toEqual(['1.04×', '1.20×']);
    const mini = markdownRow(markdown, 'stack floor (zod/mini)')!;
    expect([mini[js], mini[lcp]]).toEqual(['1.00×', '1.00×']);
    expect(markdown.split('\n').filter((line) => line.startsWith('|'))).toHaveLength(2 + 4);
  });

  it('names the ratio floor in the plain-text table too', () => {
    const text = formatResults(results());
    expect(text).toContain('divided by those of the stack floor (zod/mini) in this run');
    expect(text).toMatch(/^stack floor \(classic zod\) .* 1\.04× .* 1\.20× /m);
  });
});

describe("a returning shopper's visits", () => {
  const withRepeat = (lcpMs: number): MeasuredRoute => ({
    ...measured('/', 150, 2600),
    repeat: { median: { ...measured('/', 150, lcpMs).lighthouse.median }, runs: [] },
  });

  it("gives each route its repeat-visit LCP and its ratio to the floor's cold LCP", () => {
    const markdown = formatMarkdown(results({ routes: [withRepeat(1000), measured('/basket', 120, 2000)] }));
    const column = (name: string) => MARKDOWN_HEADER.indexOf(name);
    const home = markdownRow(markdown, '`/`')!;
    expect([home[column('repeat-visit LCP s')], home[column('repeat ÷ zod/mini floor')]]).toEqual([
      '1.00',
      '0.80×',
    ]);
    const basket = markdownRow(markdown, '`/basket`')!;
    expect([basket[column('repeat-visit LCP s')], basket[column('repeat ÷ zod/mini floor')]]).toEqual([
      '–',
      '–',
    ]);
  });

  it('prints the offline and API-down repeat visits, and what the data saver saves, under the tables', () => {
    const figures = (lcpMs: number) => measured('/', 150, lcpMs).lighthouse;
    const visit = (bytes: number) => ({ bytes, fromNetwork: 10, fromCache: 0, byType: {} });
    const full = results({
      cutVisits: { route: '/', offline: figures(625), apiDown: figures(1000) },
      dataLight: { route: '/category/101', shown: visit(400 * KB), light: visit(100 * KB), pictures: 12 },
    });
    for (const text of [formatResults(full), formatMarkdown(full)]) {
      expect(text).toContain("offline   LCP 0.63 s (0.50× the floor's cold LCP), FCP 1.50 s");
      expect(text).toContain("API down  LCP 1.00 s (0.80× the floor's cold LCP)");
      expect(text).toContain(
        'Data saver on /category/101 (first visit): 400.0 KB with its 12 pictures, 100.0 KB without; saves 300.0 KB (75%)',
      );
    }
  });
});
