// The stack floor is built once per zod flavour: classic `zod` (what the app has used) and
// `zod/mini` (what it is moving to). FLOOR_ZOD picks the variant a build of vite.config.ts makes.

export type FloorVariant = 'classic' | 'mini';

export interface FloorVariantInfo {
  /** The row label in the bench tables. */
  label: string;
  /** The module in this folder that vite.config.ts aliases `floor:schema` to. */
  schemaModule: string;
  /** The build's output, relative to the repository root. */
  outDir: string;
}

export const FLOOR_VARIANTS: Record<FloorVariant, FloorVariantInfo> = {
  classic: {
    label: 'stack floor (classic zod)',
    schemaModule: 'schema-classic.ts',
    outDir: 'bench/tmp/floor-dist',
  },
  mini: {
    label: 'stack floor (zod/mini)',
    schemaModule: 'schema-mini.ts',
    outDir: 'bench/tmp/floor-mini-dist',
  },
};

/** In the order the bench builds, measures and lists them. */
export const FLOOR_VARIANT_IDS = Object.keys(FLOOR_VARIANTS) as FloorVariant[];

/** The floor the ratio columns divide by: the stack the app is moving to. */
export const RATIO_FLOOR: FloorVariant = 'mini';

/** FLOOR_ZOD's value as a variant: unset means classic; anything unknown is an error, not a guess. */
export function floorVariant(value: string | undefined): FloorVariant {
  if (value === undefined || value === '') return 'classic';
  if (value in FLOOR_VARIANTS) return value as FloorVariant;
  throw new Error(`FLOOR_ZOD=${value}: expected one of ${FLOOR_VARIANT_IDS.join(', ')}`);
}
