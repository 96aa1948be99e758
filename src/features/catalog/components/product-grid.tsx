import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '../../../api/schemas/catalog';
import { ProductTile } from './product-tile';
import { firstRow, TileSkeletons } from './tile';
import { LazyVirtualGrid, WINDOW_FROM } from './lazy-virtual-grid';
import '../strings';

// A tile is a 150px-wide square picture and two lines of name, plus the 12px gap.
const TILE_ROW = 230;

/** A category's products: all of them when few, a window of rows around the screen when many. */
export function ProductGrid({
  products,
  atTop = false,
}: {
  products: readonly CatalogEntry[];
  /** Nothing above the grid on the page: its first row is in view at once. */
  atTop?: boolean;
}) {
  const { t } = useTranslation();
  const label = t('category.products');
  if (products.length <= WINDOW_FROM)
    return (
      <ul className="tile-grid" aria-label={label}>
        {products.map((product, index) => (
          <ProductTile key={product.id} product={product} priority={atTop ? firstRow(index) : undefined} />
        ))}
      </ul>
    );
  // Placeholders, not the first tiles, while the windowed grid's code loads: tiles swapped for
  // others under a finger would lose the tap.
  return (
    <Suspense fallback={<TileSkeletons count={6} />}>
      <LazyVirtualGrid
        items={products}
        className="tile-grid"
        label={label}
        estimateRow={TILE_ROW}
        getKey={(product) => product.id}
        renderItem={(product, index) => (
          <ProductTile product={product} priority={atTop ? firstRow(index) : undefined} />
        )}
      />
    </Suspense>
  );
}
