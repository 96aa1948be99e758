import { CHECKOUT_MARKS_KEY, CHECKOUT_STORE_KEY } from '../../src/stores/store-keys';
import { anAccount, anOffer } from '../support/fixtures';

// The stored-history tests' fixtures (stored-history/*.json) and what today's stores must read from
// them; stored-history.test.ts says where each fixture comes from.

export type Kind = 'local' | 'session';

export interface Shape {
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
export function fixture(file: string): unknown {
  const value = FIXTURES[`./stored-history/${file}`];
  if (value === undefined) throw new Error(`no fixture ${file}`);
  return structuredClone(value);
}

export const stateIn = (file: string) => (fixture(file) as { state: Record<string, unknown> }).state;

// ---- What each store reads from the shapes of the past ----

export const SEA_POINT_NAME = 'Zero Waste Pantry Sea Point';
const PER_KG_FIELDS = { per_kg_qty_min: '0.250', per_kg_qty_step: '0.050', per_kg_conversion_rate: '1.0' };
export const OATS = anOffer({ price_updated_at: '2026-11-20T09:15:00+02:00' });
export const JAR = anOffer({
  id: 9002,
  name: 'Smooth peanut butter, 500 g jar',
  price_in_cents: 6_490,
  per_kg: false,
  per_kg_symbol: null,
});

/** The basket every cart fixture holds: 0.75 kg of rolled oats and two jars of peanut butter. */
export const BASKET = [
  { offer_id: OATS.id, qty: 0.75 },
  { offer_id: JAR.id, qty: 2 },
];

export function basketLine(
  offer: typeof OATS,
  qty: number,
  priced_at: unknown,
  shop: { supplier_name: string | null; sellable_id: number | null },
  productId: number | null = null,
) {
  return {
    offer_id: offer.id,
    supplier_id: 14,
    ...shop,
    // Added with one-tap add (issue 39): a line stored without it reads back without a product,
    // but one made from a whole stored offer (version 1) learns it from the offer.
    product_id: productId,
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
export const withShop = (sellable: number) => ({ supplier_name: SEA_POINT_NAME, sellable_id: sellable });
export const withoutShop = { supplier_name: null, sellable_id: null };

/** The demo shopper as every account fixture stored them; ID number and addresses are not stored now. */
export const SIGNED_IN = { account: anAccount(), token: 'demo-token-3f9a1c7e2b', complete: false };

/** A stored checkout read today: every field it still has, as stored; the rest as a new checkout. */
export function checkoutAsStored(file: string) {
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
export const untouched = (
  loaded: { initial: Record<string, unknown> },
  key: string,
  shapes: readonly Shape[],
) => (key === CHECKOUT_MARKS_KEY ? legacyMarks(shapes) : loaded.initial[key]);

/** A new checkout's data, as today's store starts. */
export const INITIAL: { checkout: Record<string, unknown> } = { checkout: {} };
