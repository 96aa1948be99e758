import { imagePath } from '../../images.ts';
import type { ImageShape, SeedCatalogPath, SeedCategory, SeedProduct } from './types.ts';

// The category tree. Roots are 101..114 and sub-categories 201.., numbered in the order written here,
// so only ever append (ids are referenced by banners, ads and saved links in tests).

interface RootDraft {
  name: string;
  /** Default tile shape for products under this root. */
  shape: ImageShape;
  subs: Record<string, string>;
}

const ROOTS = {
  pantry: {
    name: 'Pantry staples',
    shape: 'sack',
    subs: { grains: 'Grains & rice', legumes: 'Legumes', flours: 'Flours & meal', pasta: 'Pasta & noodles' },
  },
  nuts: {
    name: 'Nuts & seeds',
    shape: 'jar',
    subs: { nuts: 'Nuts', seeds: 'Seeds', nutButters: 'Nut butters' },
  },
  driedFruit: {
    name: 'Dried fruit',
    shape: 'jar',
    subs: { classicDried: 'Classic dried fruit', fruitSnacks: 'Fruit rolls & mixes' },
  },
  breakfast: {
    name: 'Breakfast',
    shape: 'box',
    subs: { cereals: 'Cereals & muesli', spreads: 'Honey & spreads', rusks: 'Rusks' },
  },
  baking: {
    name: 'Baking',
    shape: 'sack',
    subs: { sugars: 'Sugars & sweeteners', bakingEssentials: 'Baking essentials' },
  },
  spices: {
    name: 'Spices & herbs',
    shape: 'jar',
    subs: { spices: 'Spices', herbs: 'Dried herbs', blends: 'Spice blends', salt: 'Salt & pepper' },
  },
  oils: {
    name: 'Oils & vinegars',
    shape: 'bottle',
    subs: { cookingOils: 'Cooking oils', vinegars: 'Vinegars & sauces' },
  },
  coffeeTea: {
    name: 'Coffee & tea',
    shape: 'cup',
    subs: { coffee: 'Coffee', tea: 'Rooibos & tea' },
  },
  snacks: {
    name: 'Snacks',
    shape: 'bag',
    subs: { savoury: 'Savoury snacks', sweets: 'Sweets & chocolate', biltong: 'Biltong & droëwors' },
  },
  fresh: {
    name: 'Fresh produce & dairy',
    shape: 'leaf',
    subs: { vegetables: 'Vegetables', fruit: 'Fruit', dairy: 'Eggs & dairy' },
  },
  cleaning: {
    name: 'Cleaning refills',
    shape: 'bottle',
    subs: { dishwashing: 'Dishwashing', laundry: 'Laundry', surfaces: 'Surface cleaners' },
  },
  bodyCare: {
    name: 'Body care refills',
    shape: 'bottle',
    subs: { hairBody: 'Hair & body wash', oralCare: 'Oral care', soaps: 'Bar soaps & balms' },
  },
  reusables: {
    name: 'Reusables',
    shape: 'bag',
    subs: { kitchen: 'Kitchen', storage: 'Jars & storage', bags: 'Bags & pouches' },
  },
  // Combos only exist where the dataset has combos on; createDataset drops empty categories.
  bundles: {
    name: 'Bundles & hampers',
    shape: 'box',
    subs: { bundles: 'Bundles', hampers: 'Hampers' },
  },
} as const satisfies Record<string, RootDraft>;

type Roots = typeof ROOTS;
export type RootKey = keyof Roots;
/** Leaf keys written as "root.sub", checked by the compiler so a typo cannot orphan a product. */
export type LeafKey = { [R in RootKey]: `${R}.${keyof Roots[R]['subs'] & string}` }[RootKey];

interface LeafInfo {
  path: SeedCatalogPath;
  rootName: string;
  shape: ImageShape;
}

function build(): { categories: SeedCategory[]; leaves: Map<string, LeafInfo> } {
  const categories: SeedCategory[] = [];
  const leaves = new Map<string, LeafInfo>();
  let subId = 201;
  Object.entries(ROOTS).forEach(([rootKey, root], rootIndex) => {
    const rootId = 101 + rootIndex;
    categories.push({
      id: rootId,
      name: root.name,
      image_url: imagePath('category', rootId, 300),
      parent_id: null,
      position: rootIndex + 1,
    });
    Object.entries(root.subs).forEach(([subKey, subName], subIndex) => {
      const id = subId++;
      categories.push({
        id,
        name: subName,
        image_url: imagePath('category', id, 300),
        parent_id: rootId,
        position: subIndex + 1,
      });
      leaves.set(`${rootKey}.${subKey}`, {
        rootName: root.name,
        shape: root.shape,
        path: {
          category_id: id,
          ids: [rootId, id],
          names: [root.name, subName],
          path: `${root.name} > ${subName}`,
        },
      });
    });
  });
  return { categories, leaves };
}

const TREE = build();

/** A fresh copy of the category rows (callers may add per-dataset counts). */
export function seedCategories(): SeedCategory[] {
  return TREE.categories.map((c) => ({ ...c }));
}

export function leafInfo(key: LeafKey): LeafInfo {
  const info = TREE.leaves.get(key);
  if (!info) throw new Error(`Unknown category leaf ${key}`);
  return info;
}

/** Root category id by key, for banners and ads that point at a whole department. */
export function rootCategoryId(key: RootKey): number {
  return 101 + Object.keys(ROOTS).indexOf(key);
}

/** Leaf category id by key. */
export function leafCategoryId(key: LeafKey): number {
  return leafInfo(key).path.category_id;
}

/**
 * The categories that hold products in this dataset (bundles exist only in market), roots first,
 * with the root counts the spec asks for filled in.
 */
export function categoriesWithProducts(
  all: SeedCategory[],
  products: readonly SeedProduct[],
): SeedCategory[] {
  const leafIds = new Set<number>();
  // One pass over the products (the large dataset has 10,000): a product counts once per root.
  const perRoot = new Map<number | undefined, number>();
  for (const p of products) {
    for (const c of p.catalog_paths) leafIds.add(c.category_id);
    for (const root of new Set(p.catalog_paths.map((c) => c.ids[0])))
      perRoot.set(root, (perRoot.get(root) ?? 0) + 1);
  }
  const leaves = all.filter((c) => c.parent_id !== null && leafIds.has(c.id));
  const roots = all.filter((c) => c.parent_id === null && leaves.some((l) => l.parent_id === c.id));
  for (const root of roots) {
    root.categories_count = leaves.filter((l) => l.parent_id === root.id).length;
    root.products_count = perRoot.get(root.id) ?? 0;
  }
  return [...roots, ...leaves];
}
