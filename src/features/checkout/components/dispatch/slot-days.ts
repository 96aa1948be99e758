import type { Timeslot } from '#api/schemas/timeslots.ts';

// Intl rather than lib/dates: the confirmation step shows the chosen window too, and lib/dates'
// chunk would take that route past its byte budget (docs/decisions/020-summary-date-with-intl.md).
// Day names are printed from a UTC noon of the Johannesburg calendar day, so no device time zone
// can move a slot to the neighbouring day.

const SHOP_ZONE = 'Africa/Johannesburg';

/** A slot's Johannesburg calendar day (`yyyy-MM-dd`) and start (`HH:mm`, null for a bare date). */
export interface WallClock {
  day: string;
  time: string | null;
}

// A value in Johannesburg's own offset (or none: a supplier's plain date) is read as written.
const OWN_CLOCK = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d):(\d\d)(?::\d\d(?:[.,]\d+)?)?)?(?:\+02(?::?00)?)?$/;

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function clockAt(time: number): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of CLOCK.formatToParts(time)) parts[type] = value;
  const hour = String(Number(parts.hour) % 24).padStart(2, '0');
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${hour}:${parts.minute}` };
}

/** Where a slot value falls on Johannesburg's calendar and clock; null when it cannot be read. */
export function wallClock(value: string): WallClock | null {
  const own = OWN_CLOCK.exec(value);
  if (own) return { day: own[1]!, time: own[2] ? `${own[2]}:${own[3]}` : null };
  const time = new Date(value.replace(' ', 'T')).getTime();
  return Number.isNaN(time) ? null : clockAt(time);
}

/** Today's Johannesburg date, `yyyy-MM-dd`. */
export function todayKey(now: number = Date.now()): string {
  return clockAt(now).day;
}

function noonOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, 12));
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  return new Date(noonOf(day).getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** 'Mon 30 Nov' (en), 'Ma. 30 Nov.' (af), 'lun. 30 nov.' (fr); with the year when asked. */
export function dayName(day: string, language: string, withYear = false): string {
  try {
    const name = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }).format(noonOf(day));
    // The year appended, not asked of Intl, which then punctuates the rest differently ('Mon, 30 Nov 2026').
    return withYear ? `${name} ${day.slice(0, 4)}` : name;
  } catch {
    return day;
  }
}

// The supplier's text carries the end of the window ('Tue 14 Apr, 08:00 – 10:00'); the value only
// its start. Any dash, 'to', or 'h' as the separator a supplier might use.
const RANGE = /(\d{1,2})[:h.](\d\d)\s*(?:–|—|-|to|tot|à)\s*(\d{1,2})[:h.](\d\d)/;
const pad = (hours: string) => hours.padStart(2, '0');

/** The slot's time window, '12:30 – 14:30'; its start alone, or its own text, when that is all there is. */
export function slotWindow(slot: Timeslot): string {
  const range = RANGE.exec(slot.text);
  if (range) return `${pad(range[1]!)}:${range[2]} – ${pad(range[3]!)}:${range[4]}`;
  return wallClock(slot.value)?.time ?? slot.text;
}

/** The slot as a shopper reads it back: 'Sat 28 Nov, 12:30 – 14:30'. */
export function slotWhen(slot: Timeslot, language: string, withYear = false): string {
  const clock = wallClock(slot.value);
  if (!clock) return slot.text;
  const day = dayName(clock.day, language, withYear);
  return clock.time || RANGE.test(slot.text) ? `${day}, ${slotWindow(slot)}` : day;
}

export interface SlotDay {
  /** `yyyy-MM-dd` in Johannesburg. */
  key: string;
  slots: Timeslot[];
}

/** The slots by Johannesburg day, days and slots in the supplier's order. */
export function slotDays(slots: readonly Timeslot[]): SlotDay[] {
  const days = new Map<string, Timeslot[]>();
  for (const slot of slots) {
    // An unreadable value still gets offered, on a 'day' of its own text.
    const key = wallClock(slot.value)?.day ?? slot.text;
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days].map(([key, daySlots]) => ({ key, slots: daySlots }));
}
