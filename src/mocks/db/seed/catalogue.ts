import { materialise, type ProductDraft } from './product-builder.ts';
import { PANTRY_BLOCK, PANTRY_PRODUCTS } from './products-pantry.ts';
import { DRY_BLOCK, DRY_PRODUCTS } from './products-dry.ts';
import { LIQUIDS_BLOCK, LIQUID_PRODUCTS } from './products-liquids.ts';
import { COMBO_BLOCK, COMBO_PRODUCTS, OTHER_BLOCK, OTHER_PRODUCTS } from './products-other.ts';
import { shelfPrice } from './price-utils.ts';
import { rngFor } from './prng.ts';
import type { SeedCorrelation, SeedProduct, SeedSellable } from './types.ts';

// Joins the per-topic product files into one catalogue, then fills what needs the whole picture:
// combo items (which point at other files' sellables) and correlations (related items).

export interface Catalogue {
  products: SeedProduct[];
  sellables: SeedSellable[];
}

const SIMILAR = { relation_id: 1, relation_name: 'Similar items' } as const;
const GOES_WITH = { relation_id: 2, relation_name: 'Goes well with' } as const;
const PAIRING_SALT = 7;

const BLOCKS: readonly (readonly [number, readonly ProductDraft[]])[] = [
  [PANTRY_BLOCK, PANTRY_PRODUCTS],
  [DRY_BLOCK, DRY_PRODUCTS],
  [LIQUIDS_BLOCK, LIQUID_PRODUCTS],
  [OTHER_BLOCK, OTHER_PRODUCTS],
];

function resolveCombos(products: SeedProduct[], sellables: Map<number, SeedSellable>): void {
  COMBO_PRODUCTS.forEach((draft, index) => {
    const combo = sellables.get((COMBO_BLOCK + index) * 10);
    if (!combo) throw new Error(`Combo ${draft.name} was not materialised`);
    let sum = 0;
    combo.combo_items = draft.combo.map((item) => {
      const product = products.find((p) => p.name === item.product && p.id < COMBO_BLOCK);
      const sellable = sellables.get(product?.sellable_ids[item.option] ?? -1);
      if (!sellable) throw new Error(`Combo ${draft.name}: no option ${item.option} of ${item.product}`);
      sum += sellable.list_price_in_cents * item.qty;
      return {
        sellable_id: sellable.id,
        name: sellable.name,
        image_url: sellable.image_url,
        combo_qty: item.qty,
      };
    });
    combo.list_price_in_cents = shelfPrice(sum * 0.9);
  });
}

/** How many of the sorted `positions` lie at or before the k-th index outside them (binary search). */
function skippedBefore(positions: readonly number[], k: number): number {
  // positions[j] - j counts the indexes outside `positions` before positions[j]; it never decreases.
  let lo = 0;
  let hi = positions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((positions[mid] ?? 0) - mid <= k) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Fills related items: the next products on the same shelf, and one product from another
 * department. Linear apart from a binary search per product, so 10,000 products stay fast.
 */
export function correlate(products: SeedProduct[], sellables: Map<number, SeedSellable>): void {
  // Map.groupBy is ES2024; the project's lib stops at ES2023.
  const byLeaf = new Map<number, SeedProduct[]>();
  const shelfIndex: number[] = [];
  const byRoot = new Map<number | undefined, number[]>();
  products.forEach((p, index) => {
    const key = p.catalog_paths[0]?.category_id ?? 0;
    const shelf = byLeaf.get(key) ?? [];
    byLeaf.set(key, shelf);
    shelfIndex.push(shelf.length);
    shelf.push(p);
    const root = p.catalog_paths[0]?.ids[0];
    const positions = byRoot.get(root) ?? [];
    byRoot.set(root, positions);
    positions.push(index);
  });
  const entry = (
    product: SeedProduct,
    position: number,
    relation: typeof SIMILAR | typeof GOES_WITH,
  ): SeedCorrelation => {
    const first = sellables.get(product.sellable_ids[0] ?? -1);
    return { id: first?.id ?? 0, name: first?.name ?? product.name, position, ...relation };
  };
  products.forEach((product, index) => {
    const leafId = product.catalog_paths[0]?.category_id ?? 0;
    const siblings = byLeaf.get(leafId) ?? [];
    const at = shelfIndex[index] ?? 0;
    // The next few products on the same shelf read as alternatives (each once, never itself)…
    const correlations: SeedCorrelation[] = [];
    const similar: SeedProduct[] = [];
    for (let step = 1; step <= 3; step++) {
      const p = siblings[(at + step) % siblings.length];
      if (p === undefined || p === product || similar.includes(p)) continue;
      similar.push(p);
      correlations.push(entry(p, similar.length, SIMILAR));
    }
    // …and one product from another department reads as a pairing (oats → honey style): the k-th
    // product outside this one's root, found without listing them.
    const sameRoot = byRoot.get(product.catalog_paths[0]?.ids[0]) ?? [];
    const othersCount = products.length - sameRoot.length;
    const k = Math.floor(rngFor(product.id, PAIRING_SALT)() * othersCount);
    const pairing = othersCount > 0 ? products[k + skippedBefore(sameRoot, k)] : undefined;
    if (pairing) correlations.push(entry(pairing, correlations.length + 1, GOES_WITH));
    product.relations = correlations;
    for (const id of product.sellable_ids) {
      const sellable = sellables.get(id);
      if (sellable) sellable.correlations = correlations.map((c) => ({ ...c }));
    }
  });
}

/** A fresh catalogue; combos only when the dataset has combos on. */
export function buildCatalogue(options: { combos: boolean }): Catalogue {
  const blocks = options.combos ? [...BLOCKS, [COMBO_BLOCK, COMBO_PRODUCTS] as const] : BLOCKS;
  const parts = blocks.map(([block, drafts]) => materialise(block, drafts));
  const products = parts.flatMap((part) => part.products);
  const sellableRows = parts.flatMap((part) => part.sellables);
  const sellables = new Map(sellableRows.map((s) => [s.id, s]));
  if (options.combos) resolveCombos(products, sellables);
  correlate(products, sellables);
  return { products, sellables: sellableRows };
}
