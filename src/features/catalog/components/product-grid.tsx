import { useTranslation } from 'react-i18next';
import type { SupplierRef } from '#api/define.ts';
import type { CatalogEntry } from '#api/schemas/catalog.ts';
import { ProductTile } from './product-tile';
import { firstRow, TileSkeletons } from './tile';
import { ItemGrid } from './item-grid';

// A tile is a 150px-wide square picture, two lines of name and the 60px Add row, plus the 12px gap.
const TILE_ROW = 290;

/** A category's products: all of them when few, a window of rows around the screen when many. */
export function ProductGrid({
  supplier,
  products,
  atTop = false,
}: {
  supplier: SupplierRef;
  products: readonly CatalogEntry[];
  /** Nothing above the grid on the page: its first row is in view at once. */
  atTop?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ItemGrid
      items={products}
      className="tile-grid"
      label={t('category.products')}
      estimateRow={TILE_ROW}
      getKey={(product) => product.id}
      renderItem={(product, index) => (
        <ProductTile supplier={supplier} product={product} priority={atTop ? firstRow(index) : undefined} />
      )}
      placeholder={<TileSkeletons count={6} />}
    />
  );
}
