import { sessionLocal } from '../sessions.ts';

// The fake backend's notion of "now". Order progress, token expiry and timeslots all read it, so a
// test can move time forward (advanceTime) instead of waiting, and a demo runs on the wall clock.
// The advance is kept per backend session (sessions.ts): an e2e test moving its session's clock
// (POST /__clock on the mock server) moves no other test's time. A pinned instant (setNow, for
// vitest) holds for every session.

let fixed: number | null = null;
const offset = sessionLocal(() => 0);

/** Current time of the fake backend: the wall clock, or a pinned instant, plus any advance. */
export function now(): Date {
  return new Date((fixed ?? Date.now()) + offset.get());
}

/** Pins the clock to an instant (tests); `null` returns to the wall clock. Clears any advance. */
export function setNow(instant: Date | null): void {
  fixed = instant ? instant.getTime() : null;
  offset.set(0);
}

/** Moves the clock forward, e.g. to watch an order progress from pending to delivered. */
export function advanceTime(ms: number): void {
  offset.set(offset.get() + ms);
}
