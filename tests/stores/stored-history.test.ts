import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../src/stores/cart-store';
import {
  ACCOUNT_STORE_KEY,
  AD_CONSENT_KEY,
  CART_STORE_KEY,
  CHECKOUT_MARKS_KEY,
  CHECKOUT_STORE_KEY,
  NOTICES_STORE_KEY,
  ORDERS_STORE_KEY,
  PAYMENTS_STORE_KEY,
  PREFERENCES_STORE_KEY,
  SESSION_STORE_KEY,
  SHOPFRONT_STORE_KEY,
  SUPPLIERS_STORE_KEY,
} from '../../src/stores/store-keys';
import { anAccount, anOffer } from '../support/fixtures';

// A shopper who last opened the shop with an earlier build comes back to this one: whatever that
// build left under our keys is read by today's stores. Each fixture in stored-history/ is the stored
// text one shape of one store had, as the build named in the table wrote it (found with `git log`
// and `git show <commit>:src/stores/<store>.ts`: partialize, version and the types they stored).
// Each is loaded as a page load does: storage first, then the store modules, evaluated afresh.
//
// The basket must survive every shape (its offer ids and quantities, as the shopper left them);
// every other store reads what was stored or its initial state, never a crash, never half of it.

type Kind = 'local' | 'session';

interface Shape {
  /** The commit whose build first wrote this shape. */
  commit: string;
  /** Later commits whose builds wrote the very same shape. */
  alsoWrittenBy?: string[];
  key: string;
  file: string;
  storage?: Kind;
  /** Stored as plain text (the ad consent's one word), not JSON. */
  plain?: true;
  /** What a load of this shape must read: the store's data (no actions), or the mark's value. */
  reads: () => unknown;
}

const FIXTURES = import.meta.glob<unknown>('./stored-history/*.json', { eager: true, import: 'default' });

/** A fixture, a fresh copy each time. */
function fixture(file: string): unknown {
  const value = FIXTURES[`./stored-history/${file}`];
  if (value === undefined) throw new Error(`no fixture ${file}`);
  return structuredClone(value);
}

const stateIn = (file: string) => (fixture(file) as { state: Record<string, unknown> }).state;

// ---- What each store reads from the shapes of the past ----

const SEA_POINT_NAME = 'Zero Waste Pantry Sea Point';
const PER_KG_FIELDS = { per_kg_qty_min: '0.250', per_kg_qty_step: '0.050', per_kg_conversion_rate: '1.0' };
const OATS = anOffer({ price_updated_at: '2026-11-20T09:15:00+02:00' });
const JAR = anOffer({
  id: 9002,
  name: 'Smooth peanut butter, 500 g jar',
  price_in_cents: 6_490,
  per_kg: false,
  per_kg_symbol: null,
});

/** The basket every cart fixture holds: 0.75 kg of rolled oats and two jars of peanut butter. */
const BASKET = [
  { offer_id: OATS.id, qty: 0.75 },
  { offer_id: JAR.id, qty: 2 },
];

function basketLine(
  offer: typeof OATS,
  qty: number,
  priced_at: unknown,
  shop: { supplier_name: string | null; sellable_id: number | null },
) {
  return {
    offer_id: offer.id,
    supplier_id: 14,
    ...shop,
    qty,
    name: offer.name,
    image_url: null,
    price_in_cents: offer.price_in_cents,
    priced_at,
    per_kg: offer.per_kg,
    ...PER_KG_FIELDS,
    per_kg_symbol: offer.per_kg_symbol,
  };
}
const withShop = (sellable: number) => ({ supplier_name: SEA_POINT_NAME, sellable_id: sellable });
const withoutShop = { supplier_name: null, sellable_id: null };

/** The demo shopper as every account fixture stored them; ID number and addresses are not stored now. */
const SIGNED_IN = { account: anAccount(), token: 'demo-token-3f9a1c7e2b', complete: false };

/** A stored checkout read today: every field it still has, as stored; the rest as a new checkout. */
function checkoutAsStored(file: string) {
  // order_id is dead since 635f4de; attempt and placed moved to storefront.checkout.marks at f12e797.
  const { order_id: _o, attempt: _a, placed: _p, ...kept } = stateIn(file);
  return { ...INITIAL.checkout, account_id: null, ...kept };
}

/**
 * The Place order marks an older build kept inside the stored checkout: today's build moves them
 * to their own key (storefront.checkout.marks) when the checkout store loads.
 */
function legacyMarks(shapes: readonly Shape[]) {
  const checkout = shapes.find((shape) => shape.key === CHECKOUT_STORE_KEY);
  const state = checkout ? stateIn(checkout.file) : {};
  return { attempt: state.attempt ?? null, placed: state.placed ?? null };
}

/** What a store that `shapes` did not write reads: its initial state, or the moved marks. */
const untouched = (loaded: { initial: Record<string, unknown> }, key: string, shapes: readonly Shape[]) =>
  key === CHECKOUT_MARKS_KEY ? legacyMarks(shapes) : loaded.initial[key];

const EDITING = { orderId: 3004, reference: 'ORD-003004' };
const OBSERVATORY = { id: 15, name: 'Zero Waste Pantry Observatory', api_endpoint: null };

// In history order: a build's storage is, per key, the last shape at or before its commit.
const SHAPES: Shape[] = [
  {
    commit: '58dc947',
    alsoWrittenBy: ['10b3d8a', 'e3ad1ba', '2a30d35', '484f640', '32fd3a1'],
    key: SUPPLIERS_STORE_KEY,
    file: 'suppliers-58dc947.json',
    reads: () => ({ selected: { id: 14, name: SEA_POINT_NAME, api_endpoint: null } }),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['5dba864', '27712a8'],
    key: CART_STORE_KEY,
    file: 'cart-v1-90528c6.json',
    // Version 1 kept whole offers; a line is priced when its offer was (or now, when that is unknown).
    reads: () => ({
      items: [
        basketLine(OATS, 0.75, '2026-11-20T07:15:00.000Z', withShop(7001)),
        basketLine(JAR, 2, expect.stringMatching(/^\d{4}-\d\d-\d\dT/), withShop(7002)),
      ],
    }),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['10b3d8a'],
    key: ACCOUNT_STORE_KEY,
    file: 'account-v1-90528c6.json',
    reads: () => SIGNED_IN,
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['4982772', '10b3d8a'],
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-90528c6.json',
    reads: () => checkoutAsStored('checkout-90528c6.json'),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['10b3d8a'],
    key: NOTICES_STORE_KEY,
    file: 'notices-90528c6.json',
    reads: () => ({ closedShown: { '14': '2026-11-22', '13': '2026-11-21' }, reviewsOffered: [] }),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['10b3d8a'],
    key: ORDERS_STORE_KEY,
    file: 'orders-90528c6.json',
    reads: () => ({ editing: { ...EDITING, supplier: null, previous: null } }),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['71de46b', '10b3d8a', '32fd3a1'],
    key: PREFERENCES_STORE_KEY,
    file: 'preferences-90528c6.json',
    // Stored before the data saver: no choice, so the browser's setting decides.
    reads: () => ({ locale: 'af', dataLight: null }),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['10b3d8a'],
    key: SESSION_STORE_KEY,
    file: 'session-90528c6.json',
    storage: 'session',
    reads: () => ({ dataFree: true, backTarget: '/product/2019', openOrdersSeen: [] }),
  },
  {
    commit: 'ec46f54',
    alsoWrittenBy: ['10b3d8a', '32fd3a1'],
    key: SHOPFRONT_STORE_KEY,
    file: 'shopfront-ec46f54.json',
    reads: () => ({ overrides: { title: 'Zero Waste Pantry', theme: { primary: '#b08a61' } } }),
  },
  {
    commit: '10b3d8a',
    key: CART_STORE_KEY,
    file: 'cart-v2-10b3d8a.json',
    // Version 2's first lines: no shop name or sellable yet.
    reads: () => ({
      items: [
        basketLine(OATS, 0.75, '2026-11-23T10:02:11.418Z', withoutShop),
        basketLine(JAR, 2, '2026-11-23T10:03:40.057Z', withoutShop),
      ],
    }),
  },
  {
    commit: '2e615e3',
    alsoWrittenBy: ['2a30d35'],
    key: ORDERS_STORE_KEY,
    file: 'orders-2e615e3.json',
    reads: () => ({ editing: { ...EDITING, supplier: { id: 14, api_endpoint: null }, previous: null } }),
  },
  {
    commit: 'b597193',
    alsoWrittenBy: ['32fd3a1'],
    key: ACCOUNT_STORE_KEY,
    file: 'account-v2-b597193.json',
    reads: () => SIGNED_IN,
  },
  {
    commit: 'b597193',
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-b597193.json',
    reads: () => checkoutAsStored('checkout-b597193.json'),
  },
  {
    commit: '162a4b8',
    alsoWrittenBy: ['32fd3a1', '0b99cf2', 'aef76b7', 'HEAD'],
    key: CART_STORE_KEY,
    file: 'cart-v2-162a4b8.json',
    reads: () => ({
      items: [
        basketLine(OATS, 0.75, '2026-11-24T16:20:05.930Z', withShop(7001)),
        basketLine(JAR, 2, '2026-11-24T16:21:12.502Z', withShop(7002)),
      ],
    }),
  },
  {
    commit: '1a5456a',
    alsoWrittenBy: ['32fd3a1'],
    key: NOTICES_STORE_KEY,
    file: 'notices-1a5456a.json',
    reads: () => ({ closedShown: { '14': '2026-11-24' }, reviewsOffered: [3001, 3004] }),
  },
  {
    commit: '13cc53b',
    alsoWrittenBy: ['32fd3a1'],
    key: SESSION_STORE_KEY,
    file: 'session-13cc53b.json',
    storage: 'session',
    reads: () => ({ dataFree: true, backTarget: '/product/2019', openOrdersSeen: [3004] }),
  },
  {
    commit: '6208c61',
    alsoWrittenBy: ['2a30d35', '11dd57a', '23539df', '32fd3a1'],
    key: PAYMENTS_STORE_KEY,
    file: 'payments-6208c61.json',
    reads: () => stateIn('payments-6208c61.json'),
  },
  {
    commit: '11dd57a',
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-11dd57a.json',
    reads: () => checkoutAsStored('checkout-11dd57a.json'),
  },
  {
    commit: '484f640',
    alsoWrittenBy: ['32fd3a1'],
    key: ORDERS_STORE_KEY,
    file: 'orders-484f640.json',
    reads: () => ({
      editing: { ...EDITING, supplier: { id: 14, api_endpoint: null }, previous: OBSERVATORY },
    }),
  },
  {
    commit: 'f12e797',
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-f12e797.json',
    reads: () => checkoutAsStored('checkout-f12e797.json'),
  },
  {
    commit: 'f12e797',
    alsoWrittenBy: ['23539df', '32fd3a1'],
    key: CHECKOUT_MARKS_KEY,
    file: 'checkout-marks-f12e797.json',
    reads: () => fixture('checkout-marks-f12e797.json'),
  },
  {
    commit: '9ae0d9c',
    alsoWrittenBy: ['32fd3a1'],
    key: AD_CONSENT_KEY,
    file: 'ad-consent-9ae0d9c.json',
    plain: true,
    reads: () => 'accepted',
  },
  {
    commit: '635f4de',
    alsoWrittenBy: ['32fd3a1'],
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-635f4de.json',
    reads: () => checkoutAsStored('checkout-635f4de.json'),
  },
  {
    commit: '46f0ccd',
    alsoWrittenBy: ['HEAD'],
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-46f0ccd.json',
    reads: () => checkoutAsStored('checkout-46f0ccd.json'),
  },
];

// ---- A page load ----

const storageOf = (kind: Kind = 'local') => (kind === 'session' ? sessionStorage : localStorage);

function put(shape: Shape): void {
  const value = fixture(shape.file);
  storageOf(shape.storage).setItem(shape.key, shape.plain ? String(value) : JSON.stringify(value));
}

const data = (state: object) =>
  Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'));

/** Every store module evaluated afresh over what storage holds now, as a page load does. */
async function load() {
  vi.resetModules();
  // The boot's housekeeping runs first (app/boot/session-setup.ts); it must keep every key we wrote.
  const { removeLegacyKeys } = await import('../../src/stores/housekeeping');
  const removed = removeLegacyKeys();
  const { useCartStore } = await import('../../src/stores/cart-store');
  const { useAccountStore } = await import('../../src/stores/account-store');
  const { useCheckoutStore } = await import('../../src/stores/checkout-store');
  const { placeOrderAttempt, placedCheckout } = await import('../../src/stores/checkout-marks');
  const { useNoticesStore } = await import('../../src/stores/notices-store');
  const { useOrdersStore } = await import('../../src/stores/orders-store');
  const { usePaymentsStore } = await import('../../src/stores/payments-store');
  const { usePreferencesStore } = await import('../../src/stores/preferences-store');
  const { useSessionStore } = await import('../../src/stores/session-store');
  const { useShopfrontStore } = await import('../../src/stores/shopfront-store');
  const { useSuppliersStore } = await import('../../src/stores/suppliers-store');
  const { readAdConsent } = await import('../../src/stores/ad-consent');
  const marks = () => ({ attempt: placeOrderAttempt.read(), placed: placedCheckout.read() });
  const stores = {
    [CART_STORE_KEY]: useCartStore,
    [ACCOUNT_STORE_KEY]: useAccountStore,
    [CHECKOUT_STORE_KEY]: useCheckoutStore,
    [NOTICES_STORE_KEY]: useNoticesStore,
    [ORDERS_STORE_KEY]: useOrdersStore,
    [PAYMENTS_STORE_KEY]: usePaymentsStore,
    [PREFERENCES_STORE_KEY]: usePreferencesStore,
    [SESSION_STORE_KEY]: useSessionStore,
    [SHOPFRONT_STORE_KEY]: useShopfrontStore,
    [SUPPLIERS_STORE_KEY]: useSuppliersStore,
  };
  const read: Record<string, () => unknown> = {
    [CHECKOUT_MARKS_KEY]: marks,
    [AD_CONSENT_KEY]: readAdConsent,
  };
  const initial: Record<string, unknown> = {
    [CHECKOUT_MARKS_KEY]: { attempt: null, placed: null },
    [AD_CONSENT_KEY]: null,
  };
  for (const [key, store] of Object.entries(stores)) {
    read[key] = () => data(store.getState());
    initial[key] = data(store.getInitialState());
  }
  return {
    removed,
    read,
    initial,
    basket: () => useCartStore.getState().items.map(({ offer_id, qty }: CartLine) => ({ offer_id, qty })),
    stored: (key: string) => localStorage.getItem(key),
  };
}
type Loaded = Awaited<ReturnType<typeof load>>;

/** A new checkout's data, as today's store starts. */
const INITIAL: { checkout: Record<string, unknown> } = { checkout: {} };

const ALL_KEYS = [...new Set(SHAPES.map((shape) => shape.key))];
const label = (shape: Shape) =>
  `${shape.key} as ${shape.commit} wrote it${shape.alsoWrittenBy?.length ? ` (and ${shape.alsoWrittenBy.join(', ')})` : ''}`;

const NAMED = SHAPES.map((shape) => [label(shape), shape] as const);

async function loadEmpty(): Promise<Loaded> {
  localStorage.clear();
  sessionStorage.clear();
  const loaded = await load();
  INITIAL.checkout = loaded.initial[CHECKOUT_STORE_KEY] as Record<string, unknown>;
  return loaded;
}

function expectReads(loaded: Loaded, shape: Shape): void {
  if (shape.key === CART_STORE_KEY)
    expect(loaded.basket(), 'the basket lines, offer and quantity').toEqual(BASKET);
  expect(loaded.read[shape.key]!(), `${shape.key} as ${shape.commit} stored it`).toEqual(shape.reads());
}

describe('one store at a time, each shape an earlier build stored', () => {
  it.each(NAMED)('%s: reads what it stored, and the other stores start afresh', async (_name, shape) => {
    await loadEmpty();
    put(shape);
    const loaded = await load();
    expect(loaded.removed, 'keys the boot threw away').toEqual([]);
    expectReads(loaded, shape);
    for (const key of ALL_KEYS.filter((other) => other !== shape.key))
      expect(loaded.read[key]!(), `${key}, which ${shape.file} does not touch`).toEqual(
        untouched(loaded, key, [shape]),
      );
  });

  it.each(NAMED)('%s: the next load reads the same (what this build wrote back)', async (_name, shape) => {
    await loadEmpty();
    put(shape);
    await load();
    const again = await load();
    expectReads(again, shape);
  });
});

/** Storage as the build at SHAPES[index].commit left it: per key, its newest shape by then. */
function deviceAt(index: number): Shape[] {
  const latest = new Map<string, Shape>();
  for (const shape of SHAPES.slice(0, index + 1)) latest.set(shape.key, shape);
  return [...latest.values()];
}

const BUILDS = SHAPES.map((shape, index) => ({ commit: shape.commit, index })).filter(
  // One device per build: the last shape that build introduced.
  ({ commit }, i, all) => all[i + 1]?.commit !== commit,
);

describe('a whole device as an earlier build left it', () => {
  it.each(BUILDS)('the build at $commit: the basket survives and every store reads', async ({ index }) => {
    await loadEmpty();
    const device = deviceAt(index);
    for (const shape of device) put(shape);
    const loaded = await load();
    expect(loaded.removed).toEqual([]);
    const hadBasket = device.some((shape) => shape.key === CART_STORE_KEY);
    expect(loaded.basket(), 'the basket lines, offer and quantity').toEqual(hadBasket ? BASKET : []);
    for (const shape of device) expectReads(loaded, shape);
    for (const key of ALL_KEYS.filter((key) => !device.some((shape) => shape.key === key)))
      expect(loaded.read[key]!(), `${key}, which that build never wrote`).toEqual(
        untouched(loaded, key, device),
      );
  });
});

describe('what an earlier build left in flight', () => {
  // Until f12e797 the Place order attempt (the request and its idempotency key) was kept inside the
  // checkout; a press whose answer was lost is sent again with that key, so the supplier makes one
  // order. Read by today's build, the retry must find the same attempt, or a second order is made.
  it.each(['checkout-b597193.json', 'checkout-11dd57a.json'])(
    '%s: a Place order press whose answer was lost is retried with the same idempotency key',
    async (file) => {
      await loadEmpty();
      put(SHAPES.find((shape) => shape.file === file)!);
      const loaded = await load();
      const { attempt } = stateIn(file);
      expect(loaded.read[CHECKOUT_MARKS_KEY]!()).toMatchObject({ attempt });
    },
  );
});
