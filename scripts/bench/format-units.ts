import { FLOOR_VARIANTS, RATIO_FLOOR } from './floor/variants.ts';

// The units of the bench tables (format.ts, format-h2.ts). `undefined`: a figure an older results
// file did not record yet.

export const RATIO_LABEL = FLOOR_VARIANTS[RATIO_FLOOR].label;

export const kb = (bytes: number | null | undefined) => (bytes == null ? '–' : (bytes / 1024).toFixed(1));
export const fixed = (value: number | null | undefined, digits: number) =>
  value == null ? '–' : value.toFixed(digits);
export const seconds = (ms: number | null | undefined) => (ms == null ? '–' : (ms / 1000).toFixed(2));

/** `value / base` as '1.04×'; '–' when either is unknown or the base is not positive. */
export function ratio(value: number | null, base: number | null): string {
  if (value === null || base === null || !(base > 0)) return '–';
  return `${(value / base).toFixed(2)}×`;
}
