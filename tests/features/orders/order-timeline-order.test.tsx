import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../../src/api/schemas/order';
import { timelineSteps, type TimelineStep } from '../../../src/features/orders/timeline';
import { expectFinishedFirst } from './timeline-expect';

// The timeline reads top to bottom as the order went: what happened first, then what is still to
// come, never a step to come above one that happened (issue 39). A payment made later says when.

const PLACED = '2026-11-24T10:00:00+02:00';
const event = (name: string, minute: number): OrderEvent => ({
  name,
  timestamp: `2026-11-24T10:${String(minute).padStart(2, '0')}:00+02:00`,
  message: null,
});

type TimelineOrder = Parameters<typeof timelineSteps>[0];
const order = (overrides: Partial<TimelineOrder>): TimelineOrder => ({
  requires_shipping: false,
  payment_status: 'pending_payment',
  provider: 'CASH',
  created_at: PLACED,
  order_events: [event('placed', 0)],
  ...overrides,
});

const keys = (steps: TimelineStep[]) => steps.map((step) => [step.key, step.done]);

describe('timeline steps', () => {
  it('puts a cash order’s payment at collection, after the steps that happened', () => {
    const steps = timelineSteps(order({ order_events: [event('placed', 0), event('pending', 0)] }));
    expect(keys(steps)).toEqual([
      ['accepted', true],
      ['preparing', false],
      ['ready_for_collection', false],
      ['awaiting_payment', false],
      ['collected', false],
    ]);
    expect(steps[0]!.at).toBe(event('placed', 0).timestamp);
    expectFinishedFirst(steps);
  });

  it('shows a collected cash order paid at the counter, every step done', () => {
    const steps = timelineSteps(
      order({
        payment_status: 'paid',
        order_events: [
          event('placed', 0),
          event('pending', 0),
          event('preparing', 1),
          event('collected', 10),
        ],
      }),
    );
    expect(keys(steps)).toEqual([
      ['accepted', true],
      ['preparing', true],
      ['ready_for_collection', true],
      ['payment_confirmed', true],
      ['collected', true],
    ]);
  });

  it('calls an EFT order accepted as soon as it is placed, the transfer still awaited', () => {
    // What the outro reads: the order as the shop registered it, unpaid, with no 'pending' event.
    const steps = timelineSteps(order({ provider: 'OFFLINE_EFT' }));
    expect(keys(steps)).toEqual([
      ['accepted', true],
      ['awaiting_payment', false],
      ['preparing', false],
      ['ready_for_collection', false],
      ['collected', false],
    ]);
    // A supplier that reports no event at all: the order exists, so it was accepted when placed.
    expect(timelineSteps(order({ provider: 'OFFLINE_EFT', order_events: [] }))[0]).toEqual({
      key: 'accepted',
      at: PLACED,
      done: true,
    });
  });

  it('moves an awaited transfer below steps the shop went on with', () => {
    const steps = timelineSteps(
      order({ provider: 'OFFLINE_EFT', order_events: [event('placed', 0), event('preparing', 3)] }),
    );
    expect(keys(steps)).toEqual([
      ['accepted', true],
      ['preparing', true],
      ['awaiting_payment', false],
      ['ready_for_collection', false],
      ['collected', false],
    ]);
  });

  it('lists a paid card delivery in order, with its times', () => {
    const steps = timelineSteps(
      order({
        provider: 'CARD',
        requires_shipping: true,
        payment_status: 'paid',
        order_events: [event('preparing', 5), event('payment_confirmed', 1), event('placed', 0)],
      }),
    );
    expect(steps.map((s) => [s.key, s.done, s.at])).toEqual([
      ['accepted', true, event('placed', 0).timestamp],
      ['payment_confirmed', true, event('payment_confirmed', 1).timestamp],
      ['preparing', true, event('preparing', 5).timestamp],
      ['ready_for_delivery', false, null],
      ['out_for_delivery', false, null],
      ['delivered', false, null],
    ]);
  });

  it('keeps an unpaid card order’s payment right after acceptance', () => {
    const steps = timelineSteps(order({ provider: 'CARD' }));
    expect(steps.map((s) => s.key).slice(0, 2)).toEqual(['accepted', 'awaiting_payment']);
    expectFinishedFirst(steps);
  });

  it('never shows cash as paid because a later step happened, nor above it', () => {
    const steps = timelineSteps(
      order({ order_events: [event('placed', 0), event('ready_for_collection', 9), event('collected', 12)] }),
    );
    expect(keys(steps)).toEqual([
      ['accepted', true],
      ['preparing', true],
      ['ready_for_collection', true],
      ['collected', true],
      ['awaiting_payment', false],
    ]);
  });

  it.each([
    ['cash', { provider: 'CASH' }],
    ['EFT', { provider: 'OFFLINE_EFT' }],
    ['card', { provider: 'CARD', payment_status: 'paid' as const }],
    ['wallet at the door', { provider: 'WALLET_ON_DELIVERY', requires_shipping: true }],
  ])('a cancelled %s order shows how far it got, finished steps first', (_name, overrides) => {
    const steps = timelineSteps(
      order({
        ...overrides,
        order_events: [event('placed', 0), event('preparing', 2), event('cancelled', 4)],
      }),
    );
    expect(steps[0]).toMatchObject({ key: 'accepted', done: true });
    expect(steps.find((s) => s.key === 'preparing')?.done).toBe(true);
    expectFinishedFirst(steps);
  });
});

// The same rules on the order page, as the fake supplier moves its orders on.
