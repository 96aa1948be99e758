import type { QueryClient } from '@tanstack/react-query';
import * as catalogKeys from '#api/keys/catalog.ts';
import type { Timeslot, TimeslotsResponse } from '#api/schemas/timeslots.ts';
import { wallClock } from './slot-days';

// The chosen slot is kept (checkout store, placed order) as its start only; the end of its window
// is in the supplier's text, which the dispatch step's timeslots query still holds in the cache.
// Read without subscribing or fetching: the later steps must not ask for slots again (nor carry the
// timeslots operation's bytes), and without the text they show the start alone.

/** Every slot the cache holds for the supplier, whatever the dispatch choice was. */
function cachedSlots(client: QueryClient, supplierId: number): Timeslot[] {
  // The key without its params: every timeslots query of this supplier.
  const queryKey = catalogKeys.timeslots(supplierId, {}).slice(0, 3);
  return client.getQueriesData<TimeslotsResponse>({ queryKey }).flatMap(([, data]) => data?.timeslots ?? []);
}

/** The slot whose value the checkout stored, as the supplier offered it; null when not cached. */
export function cachedSlot(client: QueryClient, supplierId: number, value: string): Timeslot | null {
  return cachedSlots(client, supplierId).find((slot) => slot.value === value) ?? null;
}

const TIME = /\b(\d{1,2})[:h](\d\d)\b/;

/**
 * A placed order's slot: its day (`collection_date`), its start from the supplier's
 * `formatted_collection_date`, and its window from the cached slot of that day and start.
 */
export function placedSlot(
  client: QueryClient,
  supplierId: number,
  day: string,
  formatted: string | null,
): Timeslot {
  const time = formatted ? TIME.exec(formatted) : null;
  const start = time ? `${time[1]!.padStart(2, '0')}:${time[2]}` : null;
  const cached =
    start === null
      ? null
      : cachedSlots(client, supplierId).find((slot) => {
          const clock = wallClock(slot.value);
          return clock?.day === day && clock.time === start;
        });
  if (cached) return cached;
  return { value: start ? `${day}T${start}` : day, text: formatted ?? day };
}
