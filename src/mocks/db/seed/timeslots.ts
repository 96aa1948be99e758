import type { SeedTimeslotRule } from './types-shop.ts';
import type { SeedSupplier } from './types.ts';

// Expands a timeslot rule into the {value, text} slots the timeslots call returns. South Africa has
// kept SAST (UTC+2) all year since 1944, so a fixed offset is exact and needs no time-zone library.

const SAST_OFFSET_MS = 2 * 3_600_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface Timeslot {
  /** Slot start as ISO with the +02:00 offset, e.g. "2026-04-14T08:00:00+02:00". */
  value: string;
  /** "Tue 14 Apr, 08:00 – 10:00". */
  text: string;
}

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function hhmm(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Slots for the next `days_ahead` calendar days, skipping closed days, public holidays and the lead time. */
export function expandTimeslots(
  rule: SeedTimeslotRule,
  supplier: SeedSupplier,
  holidays: readonly string[],
  now: Date,
): Timeslot[] {
  const slots: Timeslot[] = [];
  const earliest = now.getTime() + rule.lead_minutes * 60_000;
  // A Date shifted by the offset reads SAST wall-clock fields through its UTC getters.
  const todaySast = new Date(now.getTime() + SAST_OFFSET_MS);
  for (let d = 0; d < rule.days_ahead; d++) {
    const day = new Date(
      Date.UTC(todaySast.getUTCFullYear(), todaySast.getUTCMonth(), todaySast.getUTCDate() + d),
    );
    const date = day.toISOString().slice(0, 10);
    const open = supplier.weekly_hours[day.getUTCDay()];
    if (!open || holidays.includes(date)) continue;
    const [from, to] = rule.window ?? open;
    for (let start = minutes(from); start + rule.slot_minutes <= minutes(to); start += rule.slot_minutes) {
      const startUtc = day.getTime() + start * 60_000 - SAST_OFFSET_MS;
      if (startUtc < earliest) continue;
      slots.push({
        value: `${date}T${hhmm(start)}:00+02:00`,
        text: `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}, ${hhmm(start)} – ${hhmm(start + rule.slot_minutes)}`,
      });
    }
  }
  return slots;
}
