import type { Locale as DateFnsLocale } from 'date-fns';
import { af, enZA, fr } from 'date-fns/locale';
import { formatInTimeZone, toDate } from 'date-fns-tz';
import type { AppLocale } from './i18n';

/** Every date the shopper sees is Johannesburg time, whatever the device's time zone is. */
export const SHOP_TIME_ZONE = 'Africa/Johannesburg';

/** An instant, an epoch in milliseconds, or an ISO string (a bare `yyyy-MM-dd` means Johannesburg midnight). */
export type DateInput = Date | string | number;

const DATE_FNS_LOCALES: Record<AppLocale, DateFnsLocale> = { en: enZA, af, fr };

const DAY_MS = 24 * 60 * 60 * 1000;

function toInstant(input: DateInput): Date {
  // date-fns-tz reads strings without an offset as wall-clock time in the given zone, which is
  // what the supplier means by a plain collection date.
  const date = toDate(input, { timeZone: SHOP_TIME_ZONE });
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(input)}`);
  }
  return date;
}

function formatJhb(input: DateInput, pattern: string, locale: AppLocale): string {
  return formatInTimeZone(toInstant(input), SHOP_TIME_ZONE, pattern, {
    locale: DATE_FNS_LOCALES[locale],
  });
}

/** Medium date in Johannesburg time: `02 Mar 2026` (en), `2 Mrt 2026` (af), `2 mars 2026` (fr). */
export function formatDate(input: DateInput, locale: AppLocale = 'en'): string {
  return formatJhb(input, 'PP', locale);
}

/** Medium date and 24-hour time in Johannesburg time: `02 Mar 2026, 01:30`. */
export function formatDateTime(input: DateInput, locale: AppLocale = 'en'): string {
  return formatJhb(input, 'PPp', locale);
}

/** 24-hour time in Johannesburg time: `01:30`. */
export function formatTime(input: DateInput, locale: AppLocale = 'en'): string {
  return formatJhb(input, 'p', locale);
}

/**
 * The basket's date label (`dd LLL`, e.g. `01 Mar`) for a supplier date, shown ONE DAY EARLIER.
 * This is the spec's rule (section 1): suppliers send the collection date as the day after the
 * day the shopper should see, so the basket subtracts a day. Do not "fix" it here without the
 * spec changing; other date formatters show dates unchanged.
 */
export function formatCartDate(input: DateInput, locale: AppLocale = 'en'): string {
  // Johannesburg has had no daylight saving since 1944, so 24 hours is exactly one calendar day.
  const dayBefore = new Date(toInstant(input).getTime() - DAY_MS);
  return formatJhb(dayBefore, 'dd LLL', locale);
}
