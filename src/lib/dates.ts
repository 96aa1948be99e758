import type { AppLocale } from './i18n';

// No date library here on purpose: these formatters run on the catalogue routes (a product's
// "valid until"), where date-fns + date-fns-tz cost ~10 KB brotli for four display strings.
// Intl does the one hard part (which wall-clock time an instant is in Johannesburg); the
// patterns and month names below reproduce what date-fns printed, byte for byte
// (tests/lib/dates-locales.test.ts holds the outputs captured from the date-fns version).

/** Every date the shopper sees is Johannesburg time, whatever the device's time zone is. */
export const SHOP_TIME_ZONE = 'Africa/Johannesburg';

/** An instant, an epoch in milliseconds, or an ISO string (a bare `yyyy-MM-dd` means Johannesburg midnight). */
export type DateInput = Date | string | number;

// Our own short month names (date-fns 'MMM'/'LLL' for enZA, af, fr), not ICU's: ICU's names and
// patterns change between Node and browser versions (af 'Mrt.' in some, 'Mrt' in others).
const MONTHS: Record<AppLocale, readonly string[]> = {
  en: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
  af: 'Jan Feb Mrt Apr Mei Jun Jul Aug Sep Okt Nov Des'.split(' '),
  fr: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' '),
};

// Only the numeric parts are read, so which ICU locale data backs this formatter cannot matter.
// Created once: building an Intl.DateTimeFormat is far dearer than using one.
const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

// Johannesburg has been UTC+02:00 without daylight saving since 1944, so a string without an
// offset (the supplier's plain collection date) is read as Johannesburg wall-clock time by
// assuming +02:00.
const SHOP_OFFSET_MIN = 120;

// yyyy-MM-dd, optionally followed by [T or space]HH[:mm[:ss[.fff]]] and an offset (Z, ±HH, ±HHmm, ±HH:mm).
const ISO =
  /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d)(?::(\d\d)(?::(\d\d)(?:[.,](\d+))?)?)?(Z|([+-])(\d\d)(?::?(\d\d))?)?)?$/;

/** Epoch ms for an ISO string, or NaN. Parsed by hand because engines disagree on `Date.parse`. */
function parseIso(text: string): number {
  const m = ISO.exec(text);
  if (!m) return Number.NaN;
  const n = (group: number) => Number(m[group] ?? 0);
  const [y, mo, d, h, mi, s] = [n(1), n(2), n(3), n(4), n(5), n(6)];
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  // No offset: Johannesburg wall clock. 'Z' leaves m[10] and m[11] empty, so the offset is 0.
  const sign = m[9] === '-' ? -1 : 1;
  const offsetMin = m[8] ? sign * (n(10) * 60 + n(11)) : SHOP_OFFSET_MIN;
  // setUTCFullYear, not Date.UTC, which would read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  // Reject what Date would silently roll over (30 February, 25:00), as date-fns-tz did.
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return Number.NaN;
  }
  return date.getTime() - offsetMin * 60_000;
}

function toInstant(input: DateInput): number {
  const time = new Date(typeof input === 'string' ? parseIso(input) : input).getTime();
  if (Number.isNaN(time)) {
    throw new RangeError(`Invalid date: ${String(input)}`);
  }
  return time;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The Johannesburg wall clock at an instant: numeric date parts and `HH:mm`. */
function wallClock(time: number): { year: number; month: number; day: number; hhmm: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of WALL_CLOCK.formatToParts(time)) parts[type] = value;
  // `% 24` is a guard: Chrome 80 printed midnight as 24 with `hour12: false`; h23 should not.
  const hhmm = `${pad2(Number(parts.hour) % 24)}:${pad2(Number(parts.minute))}`;
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hhmm };
}

/** date-fns 'PP': `dd MMM yyyy` (enZA), `d MMM yyyy` (af), `d MMM y` (fr). */
function mediumDate({ year, month, day }: ReturnType<typeof wallClock>, locale: AppLocale): string {
  const d = locale === 'en' ? pad2(day) : String(day);
  const y = locale === 'fr' ? String(year) : String(year).padStart(4, '0');
  return `${d} ${MONTHS[locale][month - 1]} ${y}`;
}

/** Medium date in Johannesburg time: `02 Mar 2026` (en), `2 Mrt 2026` (af), `2 mars 2026` (fr). */
export function formatDate(input: DateInput, locale: AppLocale = 'en'): string {
  return mediumDate(wallClock(toInstant(input)), locale);
}

/** Medium date and 24-hour time in Johannesburg time: `02 Mar 2026, 01:30`. */
export function formatDateTime(input: DateInput, locale: AppLocale = 'en'): string {
  const clock = wallClock(toInstant(input));
  return `${mediumDate(clock, locale)}, ${clock.hhmm}`;
}

/** 24-hour time in Johannesburg time: `01:30` (the same in every locale). */
export function formatTime(input: DateInput, _locale: AppLocale = 'en'): string {
  return wallClock(toInstant(input)).hhmm;
}
