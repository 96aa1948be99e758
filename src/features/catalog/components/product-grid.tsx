import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '../../../api/schemas/catalog';
import { ShowMore } from './show-more';
import { ProductTile } from './product-tile';
import { firstRow } from './tile';
import '../strings';

/** Tiles mounted per page: a 2,000-product category never puts 2,000 tiles in the page at once. */
export const PRODUCT_PAGE_SIZE = 40;

/** A category's products, rendered a page at a time as the shopper scrolls. */
export function ProductGrid({
  products,
  atTop = false,
}: {
  products: readonly CatalogEntry[];
  /** Nothing above the grid on the page: its first row is in view at once. */
  atTop?: boolean;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PRODUCT_PAGE_SIZE);
  const list = useRef<HTMLUListElement>(null);
  // Where keyboard focus goes after 'Show more': the first new tile, not the end of the page.
  const focusIndex = useRef<number | null>(null);

  const next = useCallback(
    () => setShown((count) => Math.min(count + PRODUCT_PAGE_SIZE, products.length)),
    [products.length],
  );
  const press = () => {
    focusIndex.current = shown;
    next();
  };

  useEffect(() => {
    if (focusIndex.current === null) return;
    list.current?.querySelectorAll('a')[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [shown]);

  const visible = Math.min(shown, products.length);
  return (
    <>
      <ul ref={list} className="tile-grid" aria-label={t('category.products')}>
        {products.slice(0, visible).map((product, index) => (
          <ProductTile key={product.id} product={product} priority={atTop ? firstRow(index) : undefined} />
        ))}
      </ul>
      {visible < products.length && (
        <ShowMore
          shown={visible}
          onNear={next}
          onPress={press}
          status={t('category.showing', { shown: visible, total: products.length })}
          label={t('category.show_more')}
        />
      )}
    </>
  );
}
