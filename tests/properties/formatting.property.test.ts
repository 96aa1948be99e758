// @vitest-environment node
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../../src/lib/dates';
import { SUPPORTED_LOCALES, type AppLocale } from '../../src/lib/i18n';
import { formatDeliveryFee, formatMoney, setCurrency } from '../../src/lib/money';
import { parseRandsToCents } from '../../src/lib/parse-money';
import { formatQty, quantityRules } from '../../src/lib/quantity';

const RUNS = { numRuns: 1000 };

beforeEach(() => setCurrency({ symbol: 'R', iso: 'ZAR' }));

describe('formatMoney', () => {
  // Small amounts are what shoppers see; the whole safe-integer range is what a bug upstream can send.
  const anyCents = fc.oneof(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.maxSafeInteger());
  const MONEY = /^-?R \d{1,3}( \d{3})*\.\d{2}$/;

  it('prints any safe-integer cents as [-]R with space-grouped rands and two decimals', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const text = formatMoney(cents);
        expect(text).toMatch(MONEY);
        // Negative exactly when the amount is; a zero is never "-R 0.00".
        expect(text.startsWith('-')).toBe(cents < 0);
      }),
      RUNS,
    );
  });

  it('round-trips any safe-integer cents through parseRandsToCents', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        expect(parseRandsToCents(formatMoney(cents))).toBe(cents);
      }),
      RUNS,
    );
  });

  it('keeps the order of amounts: more cents never prints as fewer rands', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
        const amount = (cents: number) => Number(formatMoney(cents).slice(2).replace(/ /g, ''));
        expect(Math.sign(amount(a) - amount(b))).toBe(Math.sign(a - b));
      }),
      RUNS,
    );
  });

  it('prints a fraction, NaN, ±Infinity or an unsafe integer as "R —" and logs it, without throwing', () => {
    const notCents = fc.oneof(
      fc.double().filter((value) => !Number.isSafeInteger(value)),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 53), 1e21, 0.1 + 0.2, -0.5),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fc.assert(
      fc.property(notCents, (value) => {
        const before = logged.mock.calls.length;
        expect(formatMoney(value)).toBe('R —');
        expect(logged.mock.calls.length).toBe(before + 1);
      }),
      RUNS,
    );
  });

  it('prints a delivery fee as the free label at zero and as money otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (cents) => {
        expect(formatDeliveryFee(cents, 'Free')).toBe(cents === 0 ? 'Free' : formatMoney(cents));
      }),
      RUNS,
    );
  });
});

describe('formatQty', () => {
  // Quantity text has no locale (src/lib/quantity.ts): the same digits and unit in en, af and fr.
  const decimalString = fc
    .integer({ min: 1, max: 5_000 })
    .map((thousandths) => (thousandths / 1000).toFixed(3));
  const rules = fc.oneof(
    fc.constant(quantityRules({ per_kg: false })),
    fc
      .record({
        per_kg: fc.constant(true),
        per_kg_qty_min: fc.option(decimalString),
        per_kg_qty_step: fc.option(decimalString),
        per_kg_conversion_rate: fc.option(decimalString),
        per_kg_symbol: fc.option(fc.constantFrom('kg', 'l', 'g', 'ml', 'KG', ' kg ', '', 'bunch')),
      })
      .map(quantityRules),
  );
  // Anything the basket can hold: 0 up to its stored maximum (100 000).
  const qty = fc.oneof(fc.nat(100_000), fc.double({ min: 0, max: 100_000, noNaN: true }));

  it('gives the quantity with the unit’s decimals and symbol, within half a last digit', () => {
    fc.assert(
      fc.property(rules, qty, (quantityRule, value) => {
        const text = formatQty(value, quantityRule);
        const decimals = quantityRule.decimals ? `\\.\\d{${quantityRule.decimals}}` : '';
        const unit = quantityRule.symbol
          ? ` ${quantityRule.symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
          : '';
        expect(text).toMatch(new RegExp(`^\\d+${decimals}${unit}$`));
        const shown = Number(text.split(' ')[0]);
        expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.5 * 10 ** -quantityRule.decimals + 1e-9);
      }),
      RUNS,
    );
  });
});

describe('dates, in each locale', () => {
  const locale = fc.constantFrom<AppLocale>(...SUPPORTED_LOCALES);
  // 1900–2200: any date a shop, an order or a promotion carries, with room either side.
  const instant = fc.date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2200-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

  /** The same instant written at an offset from UTC: ±HH:mm, ±HHmm or ±HH (whole hours only). */
  function atOffset(date: Date, offsetMinutes: number, style: 0 | 1 | 2): string {
    const wall = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 23);
    const sign = offsetMinutes < 0 ? '-' : '+';
    const hh = pad(Math.trunc(offsetMinutes / 60));
    const mm = pad(offsetMinutes % 60);
    if (style === 2 && offsetMinutes % 60 === 0) return `${wall}${sign}${hh}`;
    return `${wall}${sign}${hh}${style === 1 ? '' : ':'}${mm}`;
  }
  const offset = fc.integer({ min: -12 * 4, max: 14 * 4 }).map((quarters) => quarters * 15);
  const style = fc.constantFrom<0 | 1 | 2>(0, 1, 2);

  it('formatDate, formatDateTime, and formatTime give well-formed text for any instant', () => {
    fc.assert(
      fc.property(instant, locale, (date, lang) => {
        const day = formatDate(date, lang);
        expect(day).toMatch(/^\d{1,2} \S+ \d{4}$/);
        const time = formatTime(date, lang);
        expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(formatDateTime(date, lang)).toBe(`${day}, ${time}`);
      }),
      RUNS,
    );
  });

  it('reads a Date, its epoch milliseconds and its ISO text at any offset as the same instant', () => {
    fc.assert(
      fc.property(instant, locale, offset, style, (date, lang, minutes, writing) => {
        const expected = formatDateTime(date, lang);
        expect(formatDateTime(date.getTime(), lang)).toBe(expected);
        expect(formatDateTime(date.toISOString(), lang)).toBe(expected);
        expect(formatDateTime(atOffset(date, minutes, writing), lang)).toBe(expected);
        // Without an offset the text is Johannesburg wall-clock time (UTC+02:00).
        expect(formatDateTime(atOffset(date, 120, 0).slice(0, -6), lang)).toBe(expected);
      }),
      RUNS,
    );
  });

  // A supplier's calendar date (yyyy-MM-dd) means that day in Johannesburg, read as +02:00. That
  // holds from 1944 (src/lib/dates.ts); before, Johannesburg kept +01:30 (to 1903) and wartime DST,
  // so 1903-03-01 shows as 28 Feb: outside what the app dates, hence from 1945.
  const calendarDay = fc
    .date({
      min: new Date('1945-01-01T00:00:00Z'),
      max: new Date('2200-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  /** The month's name as `locale` prints it, read off the 1st of that month. */
  const monthName = (month: string, lang: AppLocale) => formatDate(`2000-${month}-01`, lang).split(' ')[1];

  it('shows a calendar date as that very day, month and year, at midnight', () => {
    fc.assert(
      fc.property(calendarDay, locale, (text, lang) => {
        const [year, month, day] = text.split('-') as [string, string, string];
        const [shownDay, shownMonth, shownYear] = formatDate(text, lang).split(' ');
        expect(Number(shownDay)).toBe(Number(day));
        expect(shownMonth).toBe(monthName(month, lang));
        expect(Number(shownYear)).toBe(Number(year));
        expect(formatTime(text, lang)).toBe('00:00');
      }),
      RUNS,
    );
  });
});
