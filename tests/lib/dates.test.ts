import { todayInJohannesburg } from '../../src/lib/today';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../../src/lib/dates';

// Instants near midnight UTC land on a different calendar day in Johannesburg (UTC+2), so these
// assertions only pass if formatting ignores the machine's zone (run under TZ=UTC and TZ=America/New_York).
const LATE_UTC = '2026-03-01T23:30:00Z'; // 2 March 01:30 in Johannesburg
const EARLY_UTC = '2026-03-01T21:59:00Z'; // 1 March 23:59 in Johannesburg

describe('formatDate / formatDateTime / formatTime', () => {
  it('shows Johannesburg time, not the machine zone', () => {
    expect(formatDate(LATE_UTC)).toBe('02 Mar 2026');
    expect(formatTime(LATE_UTC)).toBe('01:30');
    expect(formatDateTime(LATE_UTC)).toBe('02 Mar 2026, 01:30');
    expect(formatDate(EARLY_UTC)).toBe('01 Mar 2026');
    expect(formatTime(EARLY_UTC)).toBe('23:59');
  });

  it('accepts Date objects, epoch milliseconds and offset strings', () => {
    const instant = new Date(LATE_UTC);
    expect(formatDate(instant)).toBe('02 Mar 2026');
    expect(formatDate(instant.getTime())).toBe('02 Mar 2026');
    expect(formatDateTime('2026-03-02T01:30:00+02:00')).toBe('02 Mar 2026, 01:30');
  });

  it('reads a bare date as a Johannesburg calendar date', () => {
    expect(formatDate('2026-03-02')).toBe('02 Mar 2026');
    expect(formatDateTime('2026-03-02')).toBe('02 Mar 2026, 00:00');
  });

  it('uses Afrikaans and French month names', () => {
    expect(formatDate(LATE_UTC, 'af')).toBe('2 Mrt 2026');
    expect(formatDate(LATE_UTC, 'fr')).toBe('2 mars 2026');
    expect(formatDate('2026-10-15', 'af')).toBe('15 Okt 2026');
    expect(formatTime(LATE_UTC, 'fr')).toBe('01:30');
  });

  it('throws on an invalid date instead of printing "Invalid Date"', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatTime(Number.NaN)).toThrow(RangeError);
  });
});

describe('todayInJohannesburg', () => {
  it('returns the Johannesburg calendar date', () => {
    expect(todayInJohannesburg(new Date(LATE_UTC))).toBe('2026-03-02');
    expect(todayInJohannesburg(new Date(EARLY_UTC))).toBe('2026-03-01');
    expect(todayInJohannesburg(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });

  it('defaults to now', () => {
    expect(todayInJohannesburg()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
