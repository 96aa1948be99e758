import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './ui/error-state';

interface Props {
  query: { isPending: boolean; refetch: () => unknown };
  /** What stands in while loading; a skeleton of the same size avoids layout shift. */
  loading?: ReactNode;
}

/**
 * A query that has not succeeded: loading, or failed with a retry. Every screen says the same
 * thing in the same place, so a shopper on a flaky connection always has a way forward.
 */
export function QueryStatus({ query, loading }: Props) {
  const { t } = useTranslation();
  if (query.isPending) return loading ?? <p role="status">{t('common.loading')}</p>;
  return (
    <ErrorState
      message={t('errors.generic')}
      retryLabel={t('common.retry')}
      onRetry={() => void query.refetch()}
    />
  );
}
