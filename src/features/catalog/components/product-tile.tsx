import type { CatalogEntry } from '#api/schemas/catalog.ts';
import { Tile, type TilePriority } from './tile';

/** A product in a category: image and name, linking to its product page. */
export function ProductTile({ product, priority }: { product: CatalogEntry; priority?: TilePriority }) {
  return (
    <Tile to={`/product/${product.id}`} name={product.name} image={product.image_url} priority={priority} />
  );
}
