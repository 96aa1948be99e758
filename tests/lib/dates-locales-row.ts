import { expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, type DateInput } from '../../src/lib/dates';
import type { AppLocale } from '../../src/lib/i18n';

// Expectations captured from the date-fns / date-fns-tz implementation (enZA, af and fr locales,
// patterns 'PP', 'PPp' and 'p') before it was replaced by the Intl.formatToParts one, so
// the rewrite is held to byte-identical output. Every month of 2026 appears with: a bare date, a
// foreign offset, a +02:00 offset, 23:59 Johannesburg, a wall-clock string without offset, the last
// millisecond of the month and midnight UTC+2 of the next month (22:00Z); then leap days, year
// ends and epoch milliseconds. Run under TZ=UTC and TZ=America/New_York too.
export type Row = [input: DateInput, locale: AppLocale, date: string, dateTime: string, time: string];

/** One test per row: every formatter's output for the row's input and locale. */
export function itFormatsEachRow(rows: readonly Row[]): void {
  it.each(rows)('%s (%s)', (input, locale, date, dateTime, time) => {
    expect(formatDate(input, locale)).toBe(date);
    expect(formatDateTime(input, locale)).toBe(dateTime);
    expect(formatTime(input, locale)).toBe(time);
  });
}
