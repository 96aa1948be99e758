import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Offer } from '#api/schemas/catalog.ts';
import { lineTotalCents, quantityRules, roundQty, type QuantityOffer } from '#lib/quantity.ts';
import { followKeyInOtherTabs } from '#lib/follow-tabs.ts';
import { persistOptions, validOnly } from '#lib/persist-options.ts';
import { storedState } from '#lib/stored-state.ts';
import { CART_STORE_KEY } from '#stores/store-keys.ts';
import { sameLines } from './basket-merge';

/** The spec's basket key; the `v1` suffix lets an incompatible basket shape move to a new key. */

/**
 * One basket line: what the basket shows and what checkout sends back to be re-validated, as the
 * shopper saw it. Not the whole offer: prices and stock are the server's to confirm at checkout.
 */
export interface CartLine extends Required<QuantityOffer> {
  offer_id: number;
  supplier_id: number;
  /** The shop's name, for a basket that holds several shops' lines (price comparison). */
  supplier_name: string | null;
  /** The product-and-pack the offer sells, which other shops' offers of it share (comparison). */
  sellable_id: number | null;
  /** The product the offer sells: a product tile finds its line by it (one-tap add). */
  product_id: number | null;
  qty: number;
  name: string;
  image_url: string | null;
  /** The price the shopper saw, and when (ISO): the server flags a change at validation. */
  price_in_cents: number;
  priced_at: string;
}

export interface PersistedCart {
  items: CartLine[];
}

interface CartState extends PersistedCart {
  setQty: (offer: Offer, qty: number) => void;
  /**
   * Sets a line's quantity by offer id, keeping the price the shopper saw (the basket screen's
   * stepper has no fresh offer). Zero or less removes the line; an unknown offer changes nothing.
   */
  setLineQty: (offerId: number, qty: number) => void;
  remove: (offerId: number) => void;
  /** Drops several lines at once (say, every out-of-stock line before checkout). */
  removeLines: (offerIds: readonly number[]) => void;
  /** Drops the lines another supplier sells (the shopper chose that supplier's shop). */
  keepOnly: (supplierId: number) => void;
  /** The basket moved to another shop as a whole (ordering at a compared shop). */
  replace: (items: CartLine[]) => void;
  clear: () => void;
}

const id = z.number().check(z.int(), z.positive());
const text = z.nullable(z.string());
// Far beyond any real grocery line (100 000 units or kg; R 10 000 000) and far below 2^53 cents, so
// a stored line cannot make a total that money cannot print; such a line is garbage, dropped alone.
const MAX_QTY = 100_000;
const MAX_LINE_CENTS = 1_000_000_000;

/**
 * A quantity as a basket line keeps it: rounded to 5 decimals and at most MAX_QTY, the bound a
 * stored line is read back with. Past ~1.8e303, rounding alone gives Infinity, which no total can
 * add up (a reorder of a server's absurd qty_ordered reached it).
 */
export function basketQty(qty: number): number {
  return Math.min(roundQty(qty), MAX_QTY);
}
const LineFields = z.object({
  offer_id: id,
  supplier_id: id,
  // Added after version 2's first lines were stored: a line without them is still a line.
  supplier_name: z.catch(text, null),
  sellable_id: z.catch(z.nullable(id), null),
  product_id: z.catch(z.nullable(id), null),
  qty: z.number().check(z.positive(), z.lte(MAX_QTY)),
  name: z.string(),
  image_url: text,
  price_in_cents: z.number().check(z.int(), z.nonnegative()),
  priced_at: z.string(),
  per_kg: z.boolean(),
  per_kg_qty_min: text,
  per_kg_qty_step: text,
  per_kg_conversion_rate: text,
  per_kg_symbol: text,
});
/**
 * The quantity a stored line is read back with. A counted item comes in whole units (its rules'
 * step and minimum are 1), but a stored line can say 2.5 of one: the stepper then showed 3 (it
 * prints whole numbers) beside a total for 2.5. Math.round, not floor, because the nearest whole
 * number is the one the stepper already showed, so the quantity stays what the shopper saw and only
 * the total moves to match it. Below half a unit the stepper showed 0: no quantity the shopper
 * chose, so the line is dropped rather than raised to the minimum of 1, which would add goods and
 * money the shopper never saw.
 */
function storedQty(line: Pick<CartLine, 'qty'> & QuantityOffer): number {
  return quantityRules(line).perKg ? line.qty : Math.round(line.qty);
}
// Plain arithmetic, not lineTotalCents: a refinement runs even when a field failed, and must not throw.
const CartLineSchema: z.ZodMiniType<CartLine> = z.pipe(
  LineFields.check(
    z.refine((line) => storedQty(line) > 0),
    z.refine((line) => line.price_in_cents * storedQty(line) * quantityRules(line).rate <= MAX_LINE_CENTS),
  ),
  z.transform((line): CartLine => ({ ...line, qty: storedQty(line) })),
);
// A line that cannot be read drops alone; the rest of the basket stays.
const PersistedCartSchema = z.object({ items: validOnly(CartLineSchema) });

/** A basket line for `qty` of `offer`, priced as the offer is now. */
export function lineFor(offer: Offer, qty: number, now = new Date()): CartLine {
  return {
    offer_id: offer.id,
    supplier_id: offer.supplier.id,
    supplier_name: offer.supplier.name,
    sellable_id: offer.sellable.id,
    product_id: offer.sellable.product_id,
    qty,
    name: offer.name,
    image_url: offer.sellable.image_url,
    price_in_cents: offer.price_in_cents,
    priced_at: now.toISOString(),
    per_kg: offer.per_kg === true,
    per_kg_qty_min: offer.per_kg_qty_min ?? null,
    per_kg_qty_step: offer.per_kg_qty_step ?? null,
    per_kg_conversion_rate: offer.per_kg_conversion_rate ?? null,
    per_kg_symbol: offer.per_kg_symbol ?? null,
  };
}

// Version 1 stored whole offers ({ supplierId, items: [{ offer, qty }] }); keep what reads as a line.
function fromVersion1(persisted: unknown): unknown {
  const items = (persisted as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return { items: [] };
  return {
    items: items.flatMap((item: { offer?: Offer; qty?: unknown } | null) => {
      const offer = item?.offer;
      if (typeof offer !== 'object' || offer === null || typeof item?.qty !== 'number') return [];
      try {
        return [lineFor(offer, item.qty, new Date(offer.price_updated_at ?? Date.now()))];
      } catch {
        return [];
      }
    }),
  };
}

function without(items: CartLine[], offerIds: readonly number[]): CartLine[] {
  const gone = new Set(offerIds);
  return items.filter((item) => !gone.has(item.offer_id));
}

/**
 * `items` with offer `offerId` at `qty`, rounded as a line keeps it: zero or less drops the line,
 * otherwise `lineAt` makes it (from the line there, if any; undefined leaves the basket as it is).
 */
function withQty(
  items: CartLine[],
  offerId: number,
  qty: number,
  lineAt: (qty: number, current: CartLine | undefined) => CartLine | undefined,
): CartLine[] {
  const rounded = basketQty(qty);
  if (!(rounded > 0)) return without(items, [offerId]);
  const index = items.findIndex((item) => item.offer_id === offerId);
  const line = lineAt(rounded, items[index]);
  if (!line) return items;
  // Replace in place so a quantity change does not reorder the basket.
  return index === -1 ? [...items, line] : items.map((item, i) => (i === index ? line : item));
}

/** The shopper's basket: one line per offer, persisted and shared with the shopper's other tabs. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      setQty: (offer, qty) =>
        set((state) => ({
          items: withQty(state.items, offer.id, qty, (rounded) => lineFor(offer, rounded)),
        })),
      setLineQty: (offerId, qty) =>
        set((state) => ({
          items: withQty(state.items, offerId, qty, (rounded, line) => line && { ...line, qty: rounded }),
        })),
      remove: (offerId) => set((state) => ({ items: without(state.items, [offerId]) })),
      removeLines: (offerIds) => set((state) => ({ items: without(state.items, offerIds) })),
      keepOnly: (supplierId) =>
        set((state) => ({ items: state.items.filter((item) => item.supplier_id === supplierId) })),
      replace: (items) => set({ items }),
      clear: () => set({ items: [] }),
    }),
    persistOptions(CART_STORE_KEY, 2, PersistedCartSchema, {
      partialize: (state) => ({ items: state.items }),
      migrate: (persisted, version) => (version === 1 ? fromVersion1(persisted) : null),
    }),
  ),
);

/** The supplier the basket was filled at (its first line's); null for an empty basket. */
export function basketSupplierId(state: { items: CartLine[] }): number | null {
  return state.items[0]?.supplier_id ?? null;
}

/** How many basket lines a supplier does not sell: what choosing its shop would drop. */
export function linesNotFrom(state: { items: CartLine[] }, supplierId: number): number {
  return state.items.filter((item) => item.supplier_id !== supplierId).length;
}

/** Number of basket lines (not units): what the toolbar badge shows. */
export function cartCount(state: { items: CartLine[] }): number {
  return state.items.length;
}

/**
 * Basket total in cents, each line rounded the way the supplier server rounds its subtotal. Per-kg
 * lines apply the offer's conversion rate (priced in one unit, stepped in another).
 */
export function cartTotalInCents(state: { items: CartLine[] }): number {
  return state.items.reduce(
    (sum, item) => sum + lineTotalCents(item.price_in_cents, item.qty, quantityRules(item).rate),
    0,
  );
}

/** Reloads the basket when another tab changes it; returns the unsubscribe function. */
export function followCartInOtherTabs(target: Window = window): () => void {
  return followKeyInOtherTabs(
    target,
    CART_STORE_KEY,
    useCartStore,
    () => useCartStore.getState().clear(),
    (stored) => {
      const { items } = storedState(stored, useCartStore.persist.getOptions().version ?? 0);
      return !sameLines(Array.isArray(items) ? (items as CartLine[]) : [], useCartStore.getState().items);
    },
  );
}
