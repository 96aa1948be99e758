import { safeUrl } from '#lib/safe-url.ts';
import type { Pictured } from './home-banners';

// What a catalogue tile's picture asks for, decided once for the tiles (components/tile.tsx) and for
// the early boot script (app/boot/early/early.ts), which preloads a category page's first row: a preload
// that asked for another file than the tile would download the picture twice.

// The catalogue serves 300px images and a 600px variant beside each (`…-300.jpg`, `…-600.jpg`).
const SMALL_IMAGE = /-300(\.[a-z0-9]+)(\?[^#]*)?$/i;
// Two columns on a phone, about 170px each on a wide screen: the browser picks 600px only where
// the screen is dense enough to show it.
const TILE_SIZES = '(min-width: 720px) 170px, 50vw';

/** Tiles of the first row (two on a phone): above the fold, so loaded at once and first. */
export const FIRST_ROW = 2;

export interface TilePicture {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The picture of a tile showing `url` (a `large` variant when the catalogue names one), or null. */
export function tilePicture(url: unknown, large?: string | null): TilePicture | null {
  const src = safeUrl(url);
  if (!src) return null;
  const lg = safeUrl(large ?? (SMALL_IMAGE.test(src) ? src.replace(SMALL_IMAGE, '-600$1$2') : null));
  return lg ? { src, srcSet: `${src} 300w, ${lg} 600w`, sizes: TILE_SIZES } : { src };
}

/**
 * The first row of a category page (components/category-view.tsx): its sub-categories when it has
 * any, its products otherwise.
 */
export function categoryFirstRow(category: {
  categories: readonly Pictured[];
  products: readonly Pictured[];
}) {
  const tiles = category.categories.length > 0 ? category.categories : category.products;
  return tiles.slice(0, FIRST_ROW).map((tile) => tilePicture(tile.image_url));
}
