import type { Leaflet } from '#api/schemas/supplier.ts';
import { todayInJohannesburg } from '#lib/today.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `yyyy-MM-dd` string, or null for anything else (a hand-edited URL, an empty date input). */
export function isoDay(value: string | null): string | null {
  return value !== null && ISO_DAY.test(value) ? value : null;
}

/** The Johannesburg calendar day of a leaflet date (a plain date, or a timestamp with an offset). */
function dayOf(value: string): string {
  return ISO_DAY.test(value) ? value : todayInJohannesburg(new Date(value));
}

/**
 * Whether a leaflet runs on any day from `from` to `to` (inclusive; null leaves that side open).
 * Days are compared as `yyyy-MM-dd` strings, which sort like the dates they name.
 */
export function leafletRunsBetween(leaflet: Leaflet, from: string | null, to: string | null): boolean {
  const starts = leaflet.start_at === null ? null : dayOf(leaflet.start_at);
  const ends = leaflet.end_at === null ? null : dayOf(leaflet.end_at);
  return (from === null || ends === null || ends >= from) && (to === null || starts === null || starts <= to);
}
