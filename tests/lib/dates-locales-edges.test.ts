import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../../src/lib/dates';
import { itFormatsEachRow, type Row } from './dates-locales-row';

// Held byte for byte to the date-fns output it replaced (dates-locales-row.ts says how it was taken):
// leap days, year ends, the other spellings of a date and epoch milliseconds, where a rewrite slips.

const ROWS: Row[] = [
  ['2028-02-28T22:30:00Z', 'en', '29 Feb 2028', '29 Feb 2028, 00:30', '00:30'],
  ['2028-02-28T22:30:00Z', 'af', '29 Feb 2028', '29 Feb 2028, 00:30', '00:30'],
  ['2028-02-28T22:30:00Z', 'fr', '29 févr. 2028', '29 févr. 2028, 00:30', '00:30'],
  ['2028-02-29', 'en', '29 Feb 2028', '29 Feb 2028, 00:00', '00:00'],
  ['2028-02-29', 'af', '29 Feb 2028', '29 Feb 2028, 00:00', '00:00'],
  ['2028-02-29', 'fr', '29 févr. 2028', '29 févr. 2028, 00:00', '00:00'],
  ['2028-02-29T21:59:00Z', 'en', '29 Feb 2028', '29 Feb 2028, 23:59', '23:59'],
  ['2028-02-29T21:59:00Z', 'af', '29 Feb 2028', '29 Feb 2028, 23:59', '23:59'],
  ['2028-02-29T21:59:00Z', 'fr', '29 févr. 2028', '29 févr. 2028, 23:59', '23:59'],
  ['2028-03-01', 'en', '01 Mar 2028', '01 Mar 2028, 00:00', '00:00'],
  ['2028-03-01', 'af', '1 Mrt 2028', '1 Mrt 2028, 00:00', '00:00'],
  ['2028-03-01', 'fr', '1 mars 2028', '1 mars 2028, 00:00', '00:00'],
  ['2028-03-01T00:00:00+02:00', 'en', '01 Mar 2028', '01 Mar 2028, 00:00', '00:00'],
  ['2028-03-01T00:00:00+02:00', 'af', '1 Mrt 2028', '1 Mrt 2028, 00:00', '00:00'],
  ['2028-03-01T00:00:00+02:00', 'fr', '1 mars 2028', '1 mars 2028, 00:00', '00:00'],
  ['2024-02-29T12:00:00Z', 'en', '29 Feb 2024', '29 Feb 2024, 14:00', '14:00'],
  ['2024-02-29T12:00:00Z', 'af', '29 Feb 2024', '29 Feb 2024, 14:00', '14:00'],
  ['2024-02-29T12:00:00Z', 'fr', '29 févr. 2024', '29 févr. 2024, 14:00', '14:00'],
  ['2025-12-31T23:59:59Z', 'en', '01 Jan 2026', '01 Jan 2026, 01:59', '01:59'],
  ['2025-12-31T23:59:59Z', 'af', '1 Jan 2026', '1 Jan 2026, 01:59', '01:59'],
  ['2025-12-31T23:59:59Z', 'fr', '1 janv. 2026', '1 janv. 2026, 01:59', '01:59'],
  ['2026-03-02 08:00', 'en', '02 Mar 2026', '02 Mar 2026, 08:00', '08:00'],
  ['2026-03-02 08:00', 'af', '2 Mrt 2026', '2 Mrt 2026, 08:00', '08:00'],
  ['2026-03-02 08:00', 'fr', '2 mars 2026', '2 mars 2026, 08:00', '08:00'],
  ['2026-03-02T08:00:00.123', 'en', '02 Mar 2026', '02 Mar 2026, 08:00', '08:00'],
  ['2026-03-02T08:00:00.123', 'af', '2 Mrt 2026', '2 Mrt 2026, 08:00', '08:00'],
  ['2026-03-02T08:00:00.123', 'fr', '2 mars 2026', '2 mars 2026, 08:00', '08:00'],
  ['2026-03-02T08:00:00+0200', 'en', '02 Mar 2026', '02 Mar 2026, 08:00', '08:00'],
  ['2026-03-02T08:00:00+0200', 'af', '2 Mrt 2026', '2 Mrt 2026, 08:00', '08:00'],
  ['2026-03-02T08:00:00+0200', 'fr', '2 mars 2026', '2 mars 2026, 08:00', '08:00'],
  [0, 'en', '01 Jan 1970', '01 Jan 1970, 02:00', '02:00'],
  [0, 'af', '1 Jan 1970', '1 Jan 1970, 02:00', '02:00'],
  [0, 'fr', '1 janv. 1970', '1 janv. 1970, 02:00', '02:00'],
  [1772407800000, 'en', '02 Mar 2026', '02 Mar 2026, 01:30', '01:30'],
  [1772407800000, 'af', '2 Mrt 2026', '2 Mrt 2026, 01:30', '01:30'],
  [1772407800000, 'fr', '2 mars 2026', '2 mars 2026, 01:30', '01:30'],
  [1798754400000, 'en', '01 Jan 2027', '01 Jan 2027, 00:00', '00:00'],
  [1798754400000, 'af', '1 Jan 2027', '1 Jan 2027, 00:00', '00:00'],
  [1798754400000, 'fr', '1 janv. 2027', '1 janv. 2027, 00:00', '00:00'],
];

describe('date formatters, table from the date-fns implementation', () => {
  itFormatsEachRow(ROWS);

  it("ignores the device zone's daylight-saving gap (date-fns-tz printed 03:30 under TZ=America/New_York)", () => {
    // 8 March 2026 02:00-03:00 does not exist in New York; Johannesburg's 02:30 that day still does.
    expect(formatDateTime('2026-03-08T02:30:00+02:00')).toBe('08 Mar 2026, 02:30');
    expect(formatTime(Date.UTC(2026, 2, 8, 0, 30))).toBe('02:30');
  });

  it('throws RangeError on invalid input', () => {
    for (const bad of [
      'not a date',
      '',
      '2026-02-30',
      '2026-13-01',
      '2026-03-02T25:00',
      ' 2026-03-02',
      Number.NaN,
      Infinity,
      1e20,
      new Date(Number.NaN),
    ]) {
      expect(() => formatDate(bad), String(bad)).toThrow(RangeError);
    }
  });
});
