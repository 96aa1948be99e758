import type { SupplierRef } from '#api/define.ts';
import type { CatalogEntry } from '#api/schemas/catalog.ts';
import { FavouriteButton } from './favourite-button';
import { ProductAdd } from './quick-add-controls';
import { Tile, type TilePriority } from './tile';

/** A product in a category: image and name linking to its product page, a heart, and one-tap Add. */
export function ProductTile({
  supplier,
  product,
  priority,
}: {
  supplier: SupplierRef;
  product: CatalogEntry;
  priority?: TilePriority;
}) {
  return (
    <Tile to={`/product/${product.id}`} name={product.name} image={product.image_url} priority={priority}>
      <FavouriteButton
        product={{ product_id: product.id, name: product.name, image_url: product.image_url }}
      />
      <ProductAdd supplier={supplier} productId={product.id} name={product.name} />
    </Tile>
  );
}
