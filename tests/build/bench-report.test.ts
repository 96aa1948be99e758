// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatMarkdown,
  formatResults,
  loadAverageLine,
  MARKDOWN_HEADER,
  ratio,
} from '../../scripts/bench/format';
import { waitForIdle } from '../../scripts/bench/idle';
import type { LoadAverage } from '../../scripts/bench/idle';
import type { BenchResults, MeasuredRoute } from '../../scripts/bench/report';
import { formatRequestLog } from '../../scripts/bench/network-log';
import { formatScale } from '../../scripts/bench/format-scale';

const KB = 1024;

function measured(route: string, brotliKb: number, lcpMs: number | null): MeasuredRoute {
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

const idleLoad: LoadAverage = {
  threshold: 1,
  reachedIdle: true,
  waitedSeconds: 35,
  atStart: 0.62,
  atEnd: 0.9,
};

function results(overrides: Partial<BenchResults> = {}): BenchResults {
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

const markdownRow = (markdown: string, label: string) =>
  markdown
    .split('\n')
    .find((line) => line.startsWith(`| ${label} |`))
    ?.split(' | ')
    .map((cell) => cell.replace(/^\| | \|$/g, ''));

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

describe('bench load-average line', () => {
  it('shows the load at the start and end of the Lighthouse runs, and the wait', () => {
    expect(loadAverageLine(idleLoad, 2)).toBe(
      'load average 0.62 → 0.90 (1-minute, at the start and end of the Lighthouse runs, 2 cores; waited 35 s for it to fall below 1)',
    );
    expect(loadAverageLine({ ...idleLoad, waitedSeconds: 0 }, 2)).toBe(
      'load average 0.62 → 0.90 (1-minute, at the start and end of the Lighthouse runs, 2 cores)',
    );
  });

  it('says so when the machine never became idle', () => {
    const busy = { threshold: 1, reachedIdle: false, waitedSeconds: 180, atStart: 1.84, atEnd: 1.95 };
    expect(loadAverageLine(busy, 2)).toContain(
      'load average 1.84 → 1.95 (1-minute, at the start and end of the Lighthouse runs, 2 cores; never fell below 1 in 180 s of waiting',
    );
    expect(formatResults(results({ loadAverage: busy }))).toMatch(
      /^load average 1\.84 → 1\.95 .*never fell below 1/m,
    );
  });

  it('sits right under both tables', () => {
    const markdown = formatMarkdown(results()).split('\n');
    expect(markdown.at(-1)).toMatch(/^load average 0\.62 → 0\.90/);
    expect(markdown.at(-2)).toBe('');
    const text = formatResults(results()).split('\n');
    const line = text.findIndex((row) => row.startsWith('load average'));
    expect(text[line - 1]).toMatch(/^stack floor \(zod\/mini\)/);
  });
});

describe('waiting for an idle machine', () => {
  const fakeClock = (loads: number[]) => {
    let time = 0;
    const log: string[] = [];
    return {
      log,
      options: {
        read: () => loads.shift() ?? loads.at(-1) ?? 9,
        now: () => time,
        sleep: async (ms: number) => void (time += ms),
        log: (message: string) => log.push(message),
      },
    };
  };

  it('polls every 5 s until the load average is below 1', async () => {
    const clock = fakeClock([1.6, 1.2, 0.8]);
    expect(await waitForIdle(clock.options)).toEqual({ threshold: 1, reachedIdle: true, waitedSeconds: 10 });
    expect(clock.log).toHaveLength(3);
  });

  it('goes on after the longest wait and says the machine never became idle', async () => {
    const clock = fakeClock([1.5]);
    const wait = await waitForIdle({ ...clock.options, maxSeconds: 180 });
    expect(wait).toEqual({ threshold: 1, reachedIdle: false, waitedSeconds: 180 });
    expect(clock.log.at(-1)).toContain('measuring anyway');
  });

  it('does not wait on an idle machine', async () => {
    const clock = fakeClock([0.3]);
    expect(await waitForIdle(clock.options)).toEqual({ threshold: 1, reachedIdle: true, waitedSeconds: 0 });
    expect(clock.log).toEqual([]);
  });
});

describe('request chain log', () => {
  it('lists each request with its start and end, in the order given', () => {
    const table = formatRequestLog('/', [
      { path: '/', type: 'Document', startMs: 0, endMs: 160 },
      { path: '/config.json', type: 'Other', startMs: 190, endMs: 345 },
    ]).split('\n');
    expect(table[0]).toMatch(/^\/ \(150 ms added to every request/);
    expect(table.slice(-2).map((row) => row.replace(/\s+/g, ' '))).toEqual([
      '| 0 | 160 | Document | `/` |',
      '| 190 | 345 | Other | `/config.json` |',
    ]);
  });
});

describe('the scale table', () => {
  const figures = (shop: string, lines: number, inp: number | null) => ({
    shop,
    basketLines: lines,
    category: { id: 411, products: 2000 },
    searchTerm: 'rice',
    inpAddToBasketMs: inp,
    inpBasketStepperMs: 48,
    inpSearchTypingMs: 64.4,
    longestTaskScrollingMs: 0,
    domElementsMax: 612,
    jsHeapAfterScrollMb: 5.73,
  });

  it('has a row per shop, with the wholesaler first and unknown figures as –', () => {
    const table = formatScale({
      date: '2026-11-26T14:00:00Z',
      git: { commit: 'abc', dirty: false },
      method: 'm',
      large: figures('Wholesaler', 200, 152.4),
      reference: figures('Reference', 2, null),
    }).split('\n');
    expect(table[0]).toMatch(/^\| Shop \| Basket lines \| INP add to basket ms/);
    expect(table[2]).toBe('| Wholesaler | 200 | 152 | 48 | 64 | 0 | 2000 | 612 | 5.7 |');
    expect(table[3]).toBe('| Reference | 2 | – | 48 | 64 | 0 | 2000 | 612 | 5.7 |');
  });
});
