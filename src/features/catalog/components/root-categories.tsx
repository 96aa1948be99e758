import { useTranslation } from 'react-i18next';
import type { RootCategory } from '#api/schemas/catalog.ts';
import { firstRow, Tile } from './tile';

/**
 * The supplier's root categories as tiles (image, name, product count) linking to each category.
 * `behindBanner`: a banner above is the page's lead picture, so the first row does not compete.
 */
export function RootCategories({
  categories,
  behindBanner = false,
}: {
  categories: readonly RootCategory[];
  behindBanner?: boolean;
}) {
  const { t } = useTranslation();
  if (categories.length === 0) return <p>{t('home.no_categories')}</p>;
  return (
    <ul className="tile-grid">
      {categories.map((category, index) => (
        <Tile
          key={category.id}
          to={`/category/${category.id}`}
          name={category.name}
          image={category.image_url}
          meta={t('home.products_count', { count: category.products_count })}
          priority={firstRow(index, behindBanner ? 'low' : 'high')}
        />
      ))}
    </ul>
  );
}
