import { imagePath } from '../../images.ts';
import {
  brand,
  pack,
  productType,
  unit,
  type BrandKey,
  type PackName,
  type ProductTypeName,
} from './catalogue-refs.ts';
import { leafInfo, type LeafKey } from './categories.ts';
import type { ImageShape, SeedProduct, SeedSellable, UnitCode } from './types.ts';

// A compact way to write the catalogue: one line per product, one helper call per sellable.
// Product ids are `block + position in its file` and sellable ids `product id * 10 + option index`,
// so append new products at the end of a file and new options at the end of a product.

export interface VariantDraft {
  brand: BrandKey;
  pack: PackName;
  unit: UnitCode;
  /** List price in cents (per kg / per l for per-kg sellables). */
  price: number;
  per_kg: boolean;
  stokvel: boolean;
  measurement?: string;
  type?: ProductTypeName;
}

export interface ComboItemDraft {
  product: string;
  option: number;
  qty: number;
}

export interface ProductDraft {
  name: string;
  leaf: LeafKey;
  shape: ImageShape | undefined;
  variants: VariantDraft[];
  combo: ComboItemDraft[];
}

/** Loose, sold by weight (per kg). */
export const kg = (b: BrandKey, price: number): VariantDraft => ({
  brand: b,
  pack: 'Loose',
  unit: 'kg',
  price,
  per_kg: true,
  stokvel: false,
});
/** Refill, sold by volume (per litre). */
export const litre = (b: BrandKey, price: number): VariantDraft => ({
  brand: b,
  pack: 'Refill',
  unit: 'l',
  price,
  per_kg: true,
  stokvel: false,
});
/** A sealed pack counted in units of `u` (default 'pack'). */
export const pk = (
  b: BrandKey,
  p: PackName,
  price: number,
  u: UnitCode = 'pack',
  measurement?: string,
): VariantDraft => ({
  brand: b,
  pack: p,
  unit: u,
  price,
  per_kg: false,
  stokvel: false,
  ...(measurement ? { measurement } : {}),
});
/** A counted single item (unit 'each'). */
export const ea = (b: BrandKey, p: PackName, price: number, measurement?: string): VariantDraft =>
  pk(b, p, price, 'each', measurement);
/** A bulk pack offered as stokvel where the dataset has stokvel on. */
export const bulk = (b: BrandKey, p: PackName, price: number): VariantDraft => ({
  brand: b,
  pack: p,
  unit: 'pack',
  price,
  per_kg: false,
  stokvel: true,
  type: 'Bulk pack',
});

/** A product line: name, leaf category, optional tile shape, then its sellables. */
export function p(name: string, leaf: LeafKey, ...rest: (ImageShape | VariantDraft)[]): ProductDraft {
  const shape = rest.find((r): r is ImageShape => typeof r === 'string');
  return {
    name,
    leaf,
    shape,
    variants: rest.filter((r): r is VariantDraft => typeof r !== 'string'),
    combo: [],
  };
}

/** A combo bundle: its own single sellable plus the items (by product name and option index). */
export function combo(
  name: string,
  items: [product: string, option: number, qty: number][],
  leaf: LeafKey = 'bundles.bundles',
): ProductDraft {
  return {
    name,
    leaf,
    shape: 'box',
    variants: [
      {
        brand: 'house',
        pack: 'Bundle',
        unit: 'each',
        price: 0,
        per_kg: false,
        stokvel: false,
        type: 'Bundle',
      },
    ],
    combo: items.map(([product, option, qty]) => ({ product, option, qty })),
  };
}

/** GS1 check digit for the first 12 digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

// 600-601 is GS1 South Africa; the brand id stands in for a company prefix, the sellable id for the item.
function barcodeFor(brandId: number, sellableId: number): string {
  const first12 = `600${String(brandId).padStart(4, '0')}${String(sellableId).padStart(5, '0')}`;
  return first12 + String(ean13CheckDigit(first12));
}

function measurementFor(v: VariantDraft): string {
  if (v.measurement) return v.measurement;
  if (v.pack === 'Loose') return '1 kg';
  if (v.pack === 'Refill') return '1 l';
  if (v.pack === 'Single' || v.pack === 'Bunch' || v.pack === 'Punnet' || v.pack === 'Bundle') return '1';
  if (v.pack === 'Dozen') return '12';
  const counted = /^(?:Tray of |Box of |Tin of )?(\d+)(?:-pack)?$/.exec(v.pack);
  if (counted?.[1]) return counted[1];
  return v.pack.replace(/ jar$/, '');
}

function typeFor(v: VariantDraft, leaf: LeafKey): ProductTypeName {
  if (v.type) return v.type;
  if (leaf.startsWith('fresh.')) return 'Fresh';
  if (leaf.startsWith('reusables.')) return 'Reusable';
  if (v.per_kg) return v.unit === 'l' ? 'Refill' : 'Loose bulk';
  return 'Packaged';
}

function uniqueById<T extends { id: number }>(rows: T[]): T[] {
  return [...new Map(rows.map((r) => [r.id, r])).values()];
}

/** Turns one file's drafts into product and sellable rows (combo items and correlations come later). */
export function materialise(
  block: number,
  drafts: readonly ProductDraft[],
): { products: SeedProduct[]; sellables: SeedSellable[] } {
  const products: SeedProduct[] = [];
  const sellables: SeedSellable[] = [];
  drafts.forEach((draft, index) => {
    const productId = block + index;
    const leaf = leafInfo(draft.leaf);
    const shape = draft.shape ?? leaf.shape;
    const brandCount = new Set(draft.variants.map((v) => v.brand)).size;
    if (draft.variants.length === 0 || draft.variants.length > 9)
      throw new Error(`${draft.name}: 1-9 options`);
    const rows = draft.variants.map((v, option): SeedSellable => {
      const id = productId * 10 + option;
      const b = brand(v.brand);
      const measurement = measurementFor(v);
      // "Klein Karoo Honey Co. Fynbos honey, 500 g jar"; the house brand stays implicit.
      const prefix = brandCount > 1 || v.brand !== 'house' ? `${b.name} ` : '';
      const size = v.per_kg
        ? ` (per ${v.unit})`
        : v.pack === 'Single' || v.pack === 'Bundle'
          ? ''
          : `, ${v.pack.charAt(0).toLowerCase()}${v.pack.slice(1)}`;
      return {
        id,
        name: `${prefix}${draft.name}${size}`,
        barcode: barcodeFor(b.id, id),
        brand: b.name,
        brand_id: b.id,
        pack: v.pack,
        pack_id: pack(v.pack).id,
        unit: v.unit,
        unit_id: unit(v.unit).id,
        measurement,
        product_id: productId,
        product: draft.name,
        image_url: imagePath('sellable', id, 300),
        image_lg_url: imagePath('sellable', id, 600),
        catalog_paths: [structuredClone(leaf.path)],
        combo_items: [],
        correlations: [],
        per_kg: v.per_kg,
        stokvel_pack: v.stokvel,
        list_price_in_cents: v.price,
        image_shape: shape,
      };
    });
    sellables.push(...rows);
    products.push({
      id: productId,
      name: draft.name,
      image_url: imagePath('product', productId, 300),
      visibility: 'visible',
      brands: uniqueById(draft.variants.map((v) => brand(v.brand))),
      units: uniqueById(draft.variants.map((v) => unit(v.unit))),
      packs: uniqueById(draft.variants.map((v) => pack(v.pack))),
      product_types: uniqueById(draft.variants.map((v) => productType(typeFor(v, draft.leaf)))),
      sellable_ids: rows.map((r) => r.id),
      relations: [],
      catalog_paths: [structuredClone(leaf.path)],
      image_shape: shape,
    });
  });
  return { products, sellables };
}
