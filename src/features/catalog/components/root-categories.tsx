import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { rootCategoriesQuery } from '../queries';

/** The supplier's root categories as a grid of fixed-size tiles (no layout shift on image load). */
export function RootCategories({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation();
  const query = useQuery(rootCategoriesQuery(supplierId));

  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  if (query.isError) {
    return (
      <ErrorState
        message={t('errors.generic')}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <p>{t('home.no_categories')}</p>;

  return (
    <ul className="tile-grid">
      {query.data.map((category) => (
        <li key={category.id} className="tile">
          {category.image_url && (
            <img src={category.image_url} alt="" width={300} height={300} loading="lazy" decoding="async" />
          )}
          <span className="tile__name">{category.name}</span>
          <span className="tile__meta">{t('home.products_count', { count: category.products_count })}</span>
        </li>
      ))}
    </ul>
  );
}
