import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SupplierRef } from '#api/define.ts';
import { isRefusal } from '#api/errors.ts';
import type { Category } from '#api/schemas/catalog.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { track } from '#analytics/analytics.ts';
import { categoryQuery } from '../queries';
import { ProductGrid } from './product-grid';
import { firstRow, Tile, TileSkeletons } from './tile';

/** An unknown category (or a malformed id): say so and offer the way home. */
export function CategoryNotFound() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="category-title">
      <h1 id="category-title">{t('category.not_found_title')}</h1>
      <p>{t('category.not_found_body')}</p>
      <Link to="/" className="button button--primary">
        {t('notfound.home')}
      </Link>
    </section>
  );
}

// Category pages track their own view (the shell skips them) so the event can name the category.
function useCategoryPageView(category: Category | undefined) {
  const { pathname } = useLocation();
  const tracked = useRef<number | null>(null);
  useEffect(() => {
    if (!category || tracked.current === category.id) return;
    tracked.current = category.id;
    track('page_view', { path: pathname, category_id: category.id, category_name: category.name });
  }, [category, pathname]);
}

/** A category page: its name, sub-categories and products. */
export function CategoryView({ supplier, id }: { supplier: SupplierRef; id: number }) {
  const { t } = useTranslation();
  const query = useQuery(categoryQuery(supplier, id));
  useCategoryPageView(query.data);

  if (query.isPending) return <TileSkeletons key="skeleton" count={6} title />;
  if (!query.data) {
    // The server refuses (4xx) a category it does not have; anything else may pass, so offer a retry.
    if (isRefusal(query.error)) return <CategoryNotFound />;
    return (
      <section aria-labelledby="category-title">
        <h1 id="category-title">{t('titles.category')}</h1>
        <QueryStatus query={query} />
      </section>
    );
  }

  const { name, categories, products } = query.data;
  return (
    <section aria-labelledby="category-title">
      <h1 id="category-title">{name}</h1>
      {categories.length > 0 && (
        <nav aria-label={t('category.subcategories')} className="subcategories">
          <ul className="tile-grid">
            {categories.map((sub, index) => (
              <Tile
                key={sub.id}
                to={`/category/${sub.id}`}
                name={sub.name}
                image={sub.image_url}
                priority={firstRow(index)}
              />
            ))}
          </ul>
        </nav>
      )}
      {products.length > 0 && (
        <ProductGrid supplier={supplier} products={products} atTop={categories.length === 0} />
      )}
      {categories.length === 0 && products.length === 0 && <p>{t('category.empty')}</p>}
    </section>
  );
}
