import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfferSchema, type Offer } from '../../src/api/schemas/catalog';
import { mergeBaskets } from '../../src/domain/basket/basket-merge';
import { basketSync, linesOf, type BasketSync, type StoredBasket } from '../../src/domain/basket/basket-sync';
import { lineFor, type CartLine } from '../../src/domain/basket/cart-store';
import { anOffer } from '../support/fixtures';

// Two tabs of one shopper pressing at once (issue 36): every interleaving of presses, held writes
// and storage's late delivery, run through the real sync code (domain/basket/basket-sync.ts) over a model
// of the browser's localStorage as Chromium keeps it.

const RUNS = { numRuns: 500 };

const offers: Offer[] = [1, 2, 3, 4, 5, 6].map((id) =>
  OfferSchema.parse(anOffer({ id, name: `Offer ${id}` })),
);

type Op = { offer: number; qty: number };
type Step =
  { kind: 'press'; offer: number; qty: number } | { kind: 'timer' } | { kind: 'deliver'; pick: number };

/** A press on the basket: a quantity for an offer, 0 removes its line (as the store does). */
function press(lines: CartLine[], { offer, qty }: Op, at: number): CartLine[] {
  const others = lines.filter((line) => line.offer_id !== offer);
  if (qty === 0) return others;
  const line = lineFor(offers[offer - 1]!, qty, new Date(at));
  const index = lines.findIndex((existing) => existing.offer_id === offer);
  return index === -1 ? [...lines, line] : lines.map((existing, i) => (i === index ? line : existing));
}

/**
 * localStorage for one key as Chromium keeps it: each tab reads and writes a copy of its own at
 * once; a write reaches the browser a moment later and from there the other tabs, in the order the
 * browser took them, each as a `storage` event. A tab ignores another tab's change while a write
 * of its own is still on its way (the browser takes its write after that change).
 */
class Browser {
  queue: { to: Tab | 'browser'; from: Tab; value: string; ack?: true }[] = [];
  constructor(public committed: string | null) {}
}

class Tab {
  cache: string | null;
  shown: CartLine[];
  ownOnTheWay = 0;
  timer = false;
  sync: BasketSync;
  constructor(
    browser: Browser,
    public name: string,
  ) {
    this.cache = browser.committed;
    this.shown = linesOf(this.read());
    this.sync = basketSync(
      {
        get: () => this.read(),
        set: (value) => {
          this.cache = JSON.stringify(value);
          this.ownOnTheWay += 1;
          browser.queue.push({ to: 'browser', from: this, value: this.cache });
        },
      },
      () => (this.timer = true),
    );
  }
  read(): StoredBasket | null {
    return this.cache === null ? null : (JSON.parse(this.cache) as StoredBasket);
  }
  /** The store changes and persist hands the new basket to its storage (held). */
  press(op: Op, at: number) {
    this.shown = press(this.shown, op, at);
    this.sync.hold({ state: { items: this.shown }, version: 2 });
  }
  /** The store reads storage again: what its `storage` event, or a write that met another's, does. */
  rehydrate() {
    this.shown = linesOf(this.sync.read(this.read()));
  }
  fireTimer() {
    if (!this.timer) return;
    this.timer = false;
    if (this.sync.write()) this.rehydrate();
  }
}

/** Delivers the oldest message of one channel: a write reaching the browser, or the browser's change reaching a tab. */
function deliver(browser: Browser, tabs: Tab[], pick: number) {
  const channels = [
    ...new Set(browser.queue.map((m) => (m.to === 'browser' ? `b:${m.from.name}` : `t:${m.to.name}`))),
  ];
  if (channels.length === 0) return;
  const channel = channels[pick % channels.length]!;
  const index = browser.queue.findIndex(
    (m) => (m.to === 'browser' ? `b:${m.from.name}` : `t:${m.to.name}`) === channel,
  );
  const [message] = browser.queue.splice(index, 1);
  if (!message) return;
  if (message.to === 'browser') {
    browser.committed = message.value;
    // The writer hears that its write was taken after every change the browser took before it.
    for (const tab of tabs)
      browser.queue.push({
        to: tab,
        from: message.from,
        value: message.value,
        ack: tab === message.from || undefined,
      });
    return;
  }
  const tab = message.to;
  if (message.ack) {
    tab.ownOnTheWay -= 1;
    return;
  }
  if (tab.ownOnTheWay > 0) return;
  tab.cache = message.value;
  tab.rehydrate();
}

/** Lets every held write and every message run out, as a quiet moment does. */
function settle(browser: Browser, tabs: Tab[]) {
  for (let i = 0; i < 200 && (browser.queue.length > 0 || tabs.some((tab) => tab.timer)); i += 1) {
    for (const tab of tabs) tab.fireTimer();
    while (browser.queue.length > 0) deliver(browser, tabs, 0);
  }
  expect(browser.queue, 'quiet in the end').toEqual([]);
}

const step = (offerIds: number[]): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('press' as const),
        offer: fc.constantFrom(...offerIds),
        qty: fc.integer({ min: 0, max: 4 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('timer' as const) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat(3) }) },
  );

/** Runs both tabs' steps, interleaved as `order` says (true: tab A's next step). */
function run(start: CartLine[], stepsA: Step[], stepsB: Step[], order: boolean[]) {
  const browser = new Browser(start.length ? JSON.stringify({ state: { items: start }, version: 2 }) : null);
  const a = new Tab(browser, 'A');
  const b = new Tab(browser, 'B');
  const tabs = [a, b];
  let clock = Date.parse('2026-11-28T10:00:00Z');
  const queues = new Map([
    [a, [...stepsA]],
    [b, [...stepsB]],
  ]);
  for (const aFirst of order) {
    const tab = aFirst ? a : b;
    const next = queues.get(tab)!.shift();
    if (!next) continue;
    clock += 7;
    if (next.kind === 'press') tab.press(next, clock);
    else if (next.kind === 'timer') tab.fireTimer();
    else deliver(browser, tabs, next.pick);
  }
  for (const [tab, rest] of queues)
    for (const next of rest) {
      clock += 7;
      if (next.kind === 'press') tab.press(next, clock);
    }
  settle(browser, tabs);
  return { a, b, stored: linesOf(JSON.parse(browser.committed ?? 'null') as StoredBasket | null) };
}

/** The basket as offer id and quantity, sorted, for comparing what matters to a shopper. */
const qtys = (lines: CartLine[]) =>
  lines.map((line) => [line.offer_id, line.qty]).sort((x, y) => x[0]! - y[0]!);

/** A tab's presses alone, on the basket it started from: what that tab's shopper meant. */
function meant(start: CartLine[], steps: Step[], offerIds: number[]) {
  let lines = start.filter((line) => offerIds.includes(line.offer_id));
  for (const next of steps)
    if (next.kind === 'press' && offerIds.includes(next.offer)) lines = press(lines, next, 0);
  return qtys(lines);
}

const startBasket = fc
  .subarray([1, 2, 3, 4, 5, 6])
  .map((ids) => ids.map((id) => lineFor(offers[id - 1]!, 1, new Date('2026-11-28T09:00:00Z'))));

describe('two tabs pressing at once', () => {
  it('keeps every press when each tab changes lines of its own, in any interleaving', () => {
    fc.assert(
      fc.property(
        startBasket,
        fc.array(step([1, 2, 3]), { maxLength: 12 }),
        fc.array(step([4, 5, 6]), { maxLength: 12 }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        (start, stepsA, stepsB, order) => {
          const { a, b, stored } = run(start, stepsA, stepsB, order);
          const byOffer = (ids: number[]) => qtys(stored).filter(([id]) => ids.includes(id!));
          expect(byOffer([1, 2, 3]), 'tab A’s presses').toEqual(meant(start, stepsA, [1, 2, 3]));
          expect(byOffer([4, 5, 6]), 'tab B’s presses').toEqual(meant(start, stepsB, [4, 5, 6]));
          expect(qtys(a.shown), 'tab A shows what is stored').toEqual(qtys(stored));
          expect(qtys(b.shown), 'tab B shows what is stored').toEqual(qtys(stored));
        },
      ),
      RUNS,
    );
  });

  it('ends with one basket in both tabs and in storage when they change the same lines', () => {
    fc.assert(
      fc.property(
        startBasket,
        fc.array(step([1, 2, 3, 4]), { maxLength: 12 }),
        fc.array(step([3, 4, 5, 6]), { maxLength: 12 }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        (start, stepsA, stepsB, order) => {
          const { a, b, stored } = run(start, stepsA, stepsB, order);
          expect(qtys(a.shown)).toEqual(qtys(stored));
          expect(qtys(b.shown)).toEqual(qtys(stored));
          // A line only tab A touched is as tab A left it, and the same for tab B.
          expect(qtys(stored).filter(([id]) => id! <= 2)).toEqual(meant(start, stepsA, [1, 2]));
          expect(qtys(stored).filter(([id]) => id! >= 5)).toEqual(meant(start, stepsB, [5, 6]));
        },
      ),
      RUNS,
    );
  });
});

describe('mergeBaskets', () => {
  it('puts this tab’s adds, changes and removals on top of the other tab’s basket', () => {
    fc.assert(
      fc.property(
        startBasket,
        fc.array(fc.record({ offer: fc.constantFrom(1, 2, 3), qty: fc.integer({ min: 0, max: 4 }) })),
        fc.array(fc.record({ offer: fc.constantFrom(4, 5, 6), qty: fc.integer({ min: 0, max: 4 }) })),
        (base, ours, theirs) => {
          const mine = ours.reduce((lines, op, i) => press(lines, op, i + 1), base);
          const other = theirs.reduce((lines, op, i) => press(lines, op, i + 1000), base);
          const merged = qtys(mergeBaskets(base, mine, other));
          expect(merged.filter(([id]) => id! <= 3)).toEqual(qtys(mine).filter(([id]) => id! <= 3));
          expect(merged.filter(([id]) => id! >= 4)).toEqual(qtys(other).filter(([id]) => id! >= 4));
        },
      ),
      RUNS,
    );
  });
});
