import { expandTimeslots, type Timeslot } from './seed/timeslots.ts';
import type { SeedSupplier } from './seed/types.ts';
import type { Dispatch } from './store-types.ts';
import type { DatasetState } from './state.ts';

/** Slots a supplier offers for a dispatch; none when it is disabled, closed, or has no such rule. */
export function slotsFor(
  state: DatasetState,
  supplier: SeedSupplier,
  dispatch: Dispatch,
  now: Date,
  closed: boolean,
): Timeslot[] {
  if (closed || supplier.disabled) return [];
  const rule = state.seed.timeslot_rules.find(
    (r) => r.supplier_id === supplier.id && r.dispatch === dispatch,
  );
  return rule ? expandTimeslots(rule, supplier, state.seed.public_holidays, now) : [];
}

/** A chosen slot is still valid if it is offered now; a bare date matches any slot that day. */
export function slotAvailable(slots: readonly Timeslot[], chosen: string): boolean {
  return slots.some((s) => s.value === chosen || (chosen.length === 10 && s.value.startsWith(chosen)));
}
