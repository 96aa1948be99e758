import { imagePath } from '../../images.ts';
import { largeBrandsOf, LARGE_HOUSE_BRAND } from './brands-large.ts';
import { PRODUCT_TYPES, UNITS, type ProductTypeName } from './catalogue-refs.ts';
import { correlate } from './catalogue.ts';
import { categoriesWithProducts } from './categories.ts';
import { shelfPrice } from './price-utils.ts';
import { ean13CheckDigit } from './product-builder.ts';
import { rngFor } from './prng.ts';
import { FIRST_LARGE_ROOT_ID, LARGE_ROOTS, largeLeafId, largeLines, largePacks } from './products-large.ts';
import type { LargeLeaf, LargeRoot } from './types-large.ts';
import type {
  SeedBrand,
  SeedCatalogPath,
  SeedCategory,
  SeedPack,
  SeedProduct,
  SeedProductType,
  SeedSellable,
  SeedUnit,
  UnitCode,
} from './types.ts';

// Builds the large catalogue from the word lists in products-large*.ts: per leaf, a seeded pick of
// `products` distinct (line, variant, brand) combinations, each sold in its first pack and, drawn
// per pack, some of the others. Brands (401..) and packs (111..) are numbered in order of first use.
// Products are 10001.. and sellables `product id * 10 + pack index`. Runs per backend session, so it
// allocates as little as it can: a build is 10,000 products and 20,000 sellables.

const FIRST_PRODUCT_ID = 10_001;
const FIRST_BRAND_ID = 401;
const FIRST_PACK_ID = 111;
const SALT_PICK = 31;
const SALT_PRODUCT = 32;
const SALT_BRAND = 33;
const SALT_VARIANT = 34;
/** Chance that a product is also sold in each further pack (the first pack always sells). */
const EXTRA_PACK_RATE = 0.55;

export interface LargeCatalogue {
  categories: SeedCategory[];
  brands: SeedBrand[];
  packs: SeedPack[];
  products: SeedProduct[];
  sellables: SeedSellable[];
}

/** `count` distinct indexes below `total`, ascending (partial Fisher-Yates on a seeded stream). */
function pickCombos(total: number, count: number, draw: () => number): number[] {
  if (count > total) throw new Error(`only ${total} combinations for ${count} products`);
  const pool = Array.from({ length: total }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(draw() * (total - i));
    const chosen = pool[j] ?? 0;
    pool[j] = pool[i] ?? 0;
    pool[i] = chosen;
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

// 600 is GS1 South Africa; the nine digits after it are the sellable id, so barcodes never repeat.
function barcodeFor(sellableId: number): string {
  const first12 = `600${String(sellableId).padStart(9, '0')}`;
  return first12 + String(ean13CheckDigit(first12));
}

function unitFor(pack: string): UnitCode {
  if (pack === 'Loose') return 'kg';
  return /×|-pack$|rolls$/.test(pack) ? 'pack' : 'each';
}

function typeFor(pack: string, fresh: boolean): ProductTypeName {
  if (pack === 'Loose') return fresh ? 'Fresh' : 'Loose bulk';
  if (pack.includes('×')) return 'Bulk pack';
  return fresh ? 'Fresh' : 'Packaged';
}

/** Rows shared by one build: brands and packs numbered on first use, units and types copied. */
function tables() {
  const brands = new Map<string, SeedBrand>();
  const packs = new Map<string, SeedPack>();
  const units = new Map<UnitCode, SeedUnit>(UNITS.map((u) => [u.name, { ...u }]));
  const types = new Map<string, SeedProductType>(PRODUCT_TYPES.map((t) => [t.name, { ...t }]));
  const brand = (name: string): SeedBrand => {
    let row = brands.get(name);
    if (!row) {
      const id = FIRST_BRAND_ID + brands.size;
      row = { id, name, image_url: imagePath('brand', id, 300) };
      brands.set(name, row);
    }
    return row;
  };
  const pack = (name: string): SeedPack => {
    let row = packs.get(name);
    if (!row) {
      row = { id: FIRST_PACK_ID + packs.size, name };
      packs.set(name, row);
    }
    return row;
  };
  return { brands, packs, units, types, brand, pack };
}

type Tables = ReturnType<typeof tables>;

function buildLeaf(
  root: LargeRoot,
  rootId: number,
  leaf: LargeLeaf,
  t: Tables,
  products: SeedProduct[],
  sellables: SeedSellable[],
): void {
  const leafId = largeLeafId(`${root.key}.${leaf.key}`);
  // Rows of one shelf share its path object: nothing changes a path, and 30,000 copies were a
  // noticeable share of a build.
  const path: SeedCatalogPath = {
    category_id: leafId,
    ids: [rootId, leafId],
    names: [root.name, leaf.name],
    path: `${root.name} > ${leaf.name}`,
  };
  const shape = leaf.shape ?? root.shape;
  const lines = largeLines(leaf);
  const group = largeBrandsOf(leaf.brands).map(t.brand);
  // House label a little cheaper; other brands and variants priced around the line's price.
  const brandFactors = group.map((b) =>
    b.name === LARGE_HOUSE_BRAND ? 0.9 : 0.92 + 0.3 * rngFor(b.id, SALT_BRAND)(),
  );
  const variantFactors = leaf.variants.map((_, v) =>
    v === 0 ? 1 : 0.95 + 0.3 * rngFor(leafId, v, SALT_VARIANT)(),
  );
  const packs = largePacks(leaf).map(({ name, factor }) => {
    const unit = t.units.get(unitFor(name));
    const type = t.types.get(typeFor(name, root.fresh === true));
    if (!unit || !type) throw new Error(`${leaf.name}: no unit or type for ${name}`);
    const weighed = name === 'Loose';
    // The name suffix and measurement a pack gives its sellables ("…, 24 × 410 g" / "…, per kg").
    const suffix = weighed ? ', per kg' : `, ${name}`;
    return {
      row: t.pack(name),
      factor,
      unit,
      type,
      weighed,
      suffix,
      measurement: weighed ? '1 kg' : name.replace(/-pack$/, ''),
    };
  });
  const perBrand = group.length;
  const perLine = perBrand * leaf.variants.length;
  for (const combo of pickCombos(lines.length * perLine, leaf.products, rngFor(leafId, SALT_PICK))) {
    const b = combo % perBrand;
    const v = Math.floor(combo / perBrand) % leaf.variants.length;
    const line = lines[Math.floor(combo / perLine)];
    const brand = group[b];
    if (!line || !brand) throw new Error(`${leaf.name}: combination ${combo} out of range`);
    const variant = leaf.variants[v];
    const productId = FIRST_PRODUCT_ID + products.length;
    const name = `${brand.name} ${line.name}${variant ? ` (${variant})` : ''}`;
    const draw = rngFor(productId, SALT_PRODUCT);
    const factor = (brandFactors[b] ?? 1) * (variantFactors[v] ?? 1) * (0.95 + 0.1 * draw());
    const product: SeedProduct = {
      id: productId,
      name,
      image_url: imagePath('product', productId, 300),
      visibility: 'visible',
      brands: [brand],
      units: [],
      packs: [],
      product_types: [],
      sellable_ids: [],
      relations: [],
      catalog_paths: [path],
      image_shape: shape,
    };
    packs.forEach((pack, option) => {
      // One draw per pack, kept or not, so one pack's choice never shifts another's.
      if (draw() >= EXTRA_PACK_RATE && option > 0) return;
      const id = productId * 10 + option;
      sellables.push({
        id,
        name: name + pack.suffix,
        barcode: barcodeFor(id),
        brand: brand.name,
        brand_id: brand.id,
        pack: pack.row.name,
        pack_id: pack.row.id,
        unit: pack.unit.name,
        unit_id: pack.unit.id,
        measurement: pack.measurement,
        product_id: productId,
        product: name,
        image_url: imagePath('sellable', id, 300),
        image_lg_url: imagePath('sellable', id, 600),
        catalog_paths: [path],
        combo_items: [],
        correlations: [],
        per_kg: pack.weighed,
        stokvel_pack: false,
        list_price_in_cents: shelfPrice(line.cents * pack.factor * factor),
        image_shape: shape,
      });
      product.sellable_ids.push(id);
      product.packs.push(pack.row);
      if (!product.units.includes(pack.unit)) product.units.push(pack.unit);
      if (!product.product_types.includes(pack.type)) product.product_types.push(pack.type);
    });
    products.push(product);
  }
}

/** A fresh large catalogue: new rows on every call, so callers may change them. */
export function buildLargeCatalogue(): LargeCatalogue {
  const t = tables();
  const categories: SeedCategory[] = [];
  const products: SeedProduct[] = [];
  const sellables: SeedSellable[] = [];
  LARGE_ROOTS.forEach((root, rootIndex) => {
    const rootId = FIRST_LARGE_ROOT_ID + rootIndex;
    const image_url = imagePath('category', rootId, 300);
    categories.push({ id: rootId, name: root.name, image_url, parent_id: null, position: rootIndex + 1 });
    root.leaves.forEach((leaf, leafIndex) => {
      const id = largeLeafId(`${root.key}.${leaf.key}`);
      const row = { id, name: leaf.name, image_url: imagePath('category', id, 300) };
      categories.push({ ...row, parent_id: rootId, position: leafIndex + 1 });
      buildLeaf(root, rootId, leaf, t, products, sellables);
    });
  });
  correlate(products, new Map(sellables.map((s) => [s.id, s])));
  return {
    categories: categoriesWithProducts(categories, products),
    brands: [...t.brands.values()],
    packs: [...t.packs.values()],
    products,
    sellables,
  };
}
