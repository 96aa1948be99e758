import { imagePath } from '../../images.ts';
import type { SeedBrand, SeedPack, SeedProductType, SeedUnit, UnitCode } from './types.ts';

// Small reference tables with fixed ids: units 1-5, packs 11.., product types 61.., brands 301...
// Ids follow the order written here, so only ever append. All brands are invented for the demo
// (any resemblance to a real company is accidental); none is presented as a real trademark.

export const UNITS: readonly SeedUnit[] = (
  ['kg', 'l', 'each', 'dozen', 'pack'] as const satisfies readonly UnitCode[]
).map((name, i) => ({ id: i + 1, name }));

const PACK_NAMES = [
  'Loose',
  'Refill',
  '100 g',
  '200 g',
  '250 g',
  '500 g',
  '1 kg',
  '2.5 kg',
  '5 kg',
  '10 kg',
  '12.5 kg',
  '350 g jar',
  '500 g jar',
  '1 kg jar',
  '100 ml',
  '250 ml',
  '500 ml',
  '1 l',
  '2 l',
  '5 l',
  'Single',
  'Dozen',
  'Tray of 30',
  '2-pack',
  '3-pack',
  '4-pack',
  '5-pack',
  '6-pack',
  'Bunch',
  'Punnet',
  'Bundle',
  'Box of 40',
  'Tin of 60',
] as const;
export type PackName = (typeof PACK_NAMES)[number];

export const PACKS: readonly SeedPack[] = PACK_NAMES.map((name, i) => ({ id: 11 + i, name }));

const TYPE_NAMES = ['Loose bulk', 'Refill', 'Packaged', 'Fresh', 'Reusable', 'Bundle', 'Bulk pack'] as const;
export type ProductTypeName = (typeof TYPE_NAMES)[number];

export const PRODUCT_TYPES: readonly SeedProductType[] = TYPE_NAMES.map((name, i) => ({ id: 61 + i, name }));

const BRAND_NAMES = {
  house: 'Loose & Local',
  overberg: 'Overberg Grain Co.',
  swartland: 'Swartland Stone Mills',
  highveldMills: 'Highveld Mielie Mills',
  karooPulse: 'Karoo Pulse Co.',
  wildCoast: 'Wild Coast Nut Co.',
  sondags: 'Sondags River Pecans',
  montagu: 'Montagu Valley Dried Fruit',
  langkloof: 'Langkloof Orchards',
  kleinKaroo: 'Klein Karoo Honey Co.',
  tannieRia: "Tannie Ria's Kitchen",
  spiceRoute: 'Cape Spice Route',
  kalahari: 'Kalahari Pan Salt',
  boland: 'Boland Olive Press',
  sunveld: 'Sunveld Oils',
  cederberg: 'Cederberg Rooibos Estate',
  ubuntu: 'Ubuntu Roasters',
  signalHill: 'Signal Hill Coffee Co.',
  sugarbird: 'Sugarbird Sweets',
  padstal: 'Karoo Padstal Biltong',
  philippi: 'Philippi Farm Collective',
  elgin: 'Elgin Valley Fruit',
  freeRange: 'Stellenbosch Free Range',
  jersey: 'Overberg Jersey Dairy',
  groen: 'Groen Home',
  fynbos: 'Fynbos Apothecary',
  umhlaba: 'Umhlaba Body',
  bristle: 'Bamboo & Bristle',
  beeWorks: 'Knysna Bee Works',
  cottonRoots: 'Cotton Roots',
  capeGlass: 'Cape Glassworks',
  sweetveld: 'Sweetveld Sugar',
  noordhoek: 'Noordhoek Naturals',
  khanya: 'Khanya Foods',
  saltRiver: 'Salt River Pasta Co.',
  ikhaya: 'Ikhaya Dairy',
  houtBay: 'Hout Bay Cacao',
  suikerbos: 'Suikerbos Eco',
} as const;
export type BrandKey = keyof typeof BRAND_NAMES;

export const BRANDS: ReadonlyMap<BrandKey, SeedBrand> = new Map(
  (Object.keys(BRAND_NAMES) as BrandKey[]).map((key, i) => {
    const id = 301 + i;
    return [key, { id, name: BRAND_NAMES[key], image_url: imagePath('brand', id, 300) }] as const;
  }),
);

export function brand(key: BrandKey): SeedBrand {
  const found = BRANDS.get(key);
  if (!found) throw new Error(`Unknown brand ${key}`);
  return found;
}

export function pack(name: PackName): SeedPack {
  const found = PACKS.find((p) => p.name === name);
  if (!found) throw new Error(`Unknown pack ${name}`);
  return found;
}

export function unit(name: UnitCode): SeedUnit {
  const found = UNITS.find((u) => u.name === name);
  if (!found) throw new Error(`Unknown unit ${name}`);
  return found;
}

export function productType(name: ProductTypeName): SeedProductType {
  const found = PRODUCT_TYPES.find((t) => t.name === name);
  if (!found) throw new Error(`Unknown product type ${name}`);
  return found;
}
