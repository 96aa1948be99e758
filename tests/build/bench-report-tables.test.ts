// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatRequestLog } from '../../scripts/bench/network-log';
import { formatScale } from '../../scripts/bench/format-scale';

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
    inpGridAddMs: 96.2,
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
    expect(table[2]).toBe('| Wholesaler | 200 | 152 | 96 | 48 | 64 | 0 | 2000 | 612 | 5.7 |');
    expect(table[3]).toBe('| Reference | 2 | – | 96 | 48 | 64 | 0 | 2000 | 612 | 5.7 |');
  });
});
