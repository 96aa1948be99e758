import { expect } from 'vitest';
import type { TimelineStep } from '../../../src/features/orders/timeline';

/** Done steps, then the rest: no unfinished step above a finished one. */
export function expectFinishedFirst(steps: readonly Pick<TimelineStep, 'done'>[]) {
  const firstToCome = steps.findIndex((step) => !step.done);
  if (firstToCome >= 0) expect(steps.slice(firstToCome).every((step) => !step.done)).toBe(true);
}
