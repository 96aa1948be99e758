import { FRESH_ROOTS } from './products-large-fresh.ts';
import { HOUSEHOLD_ROOTS } from './products-large-household.ts';
import { PANTRY_ROOTS } from './products-large-pantry.ts';
import { SHOP_ROOTS } from './products-large-shop.ts';
import type { LargeLeaf, LargeRoot } from './types-large.ts';

// The large dataset's product lines: departments (roots) and shelves (leaves), each shelf a word
// list of lines × variants × brands sold in a few packs. catalogue-large.ts turns them into about
// 10,000 products with the seeded PRNG, so no data file is shipped. The tree has its own ids: roots
// 151.., leaves 401.., numbered in the order written (append only).

export const LARGE_ROOTS: readonly LargeRoot[] = [
  ...PANTRY_ROOTS,
  ...FRESH_ROOTS,
  ...SHOP_ROOTS,
  ...HOUSEHOLD_ROOTS,
];

export const FIRST_LARGE_ROOT_ID = 151;
const FIRST_LEAF_ID = 401;

/** Leaf category ids by "root.leaf" key. */
const LEAF_IDS: ReadonlyMap<string, number> = new Map(
  LARGE_ROOTS.flatMap((root) => root.leaves.map((leaf) => `${root.key}.${leaf.key}`)).map((key, i) => [
    key,
    FIRST_LEAF_ID + i,
  ]),
);

/** A leaf's category id by "root.leaf" key, e.g. "staples.rice". */
export function largeLeafId(key: string): number {
  const id = LEAF_IDS.get(key);
  if (id === undefined) throw new Error(`Unknown large category ${key}`);
  return id;
}

/** A department's (root) category id by key, e.g. "staples". */
export function largeRootId(key: string): number {
  const index = LARGE_ROOTS.findIndex((root) => root.key === key);
  if (index < 0) throw new Error(`Unknown large department ${key}`);
  return FIRST_LARGE_ROOT_ID + index;
}

/** The one leaf with exactly 2,000 products, for trying a very long category page. */
export const LARGE_BIG_CATEGORY_ID = largeLeafId('tinned.vegBeans');

/** A search the offer search answers with well over 1,000 offers (every rice line, rice flour, ...). */
export const LARGE_SEARCH_TERM = 'rice';

export interface LargeLine {
  name: string;
  cents: number;
}

export interface LargePack {
  name: string;
  factor: number;
}

/** "text number; text number" -> pairs; the word lists are written this way to stay short. */
function parseList(text: string, separator: RegExp): { text: string; number: number }[] {
  return text.split(';').map((entry) => {
    const [name, number] = entry.split(separator).map((part) => part.trim());
    if (!name || !number || !/^\d+(\.\d+)?$/.test(number)) throw new Error(`Bad word list entry "${entry}"`);
    return { text: name, number: Number(number) };
  });
}

// Parsed once per process rather than once per dataset.
const LINES = new Map(
  LARGE_ROOTS.flatMap((root) =>
    root.leaves.map((leaf) => [
      leaf,
      parseList(leaf.lines, /\s+(?=\d+\s*$)/).map((e) => ({ name: e.text, cents: e.number })),
    ]),
  ),
);
const PACKS = new Map(
  LARGE_ROOTS.flatMap((root) =>
    root.leaves.map((leaf) => [
      leaf,
      parseList(leaf.packs, /=/).map((e) => ({ name: e.text, factor: e.number })),
    ]),
  ),
);

/** A leaf's lines with the price of their first pack. */
export function largeLines(leaf: LargeLeaf): readonly LargeLine[] {
  return LINES.get(leaf) ?? [];
}

/** A leaf's packs with their price relative to the first. */
export function largePacks(leaf: LargeLeaf): readonly LargePack[] {
  return PACKS.get(leaf) ?? [];
}
