import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '../api/errors';
import { ErrorState } from './ui/error-state';

interface Props {
  query: { isPending: boolean; error: unknown };
  /** What stands in while loading; a skeleton of the same size avoids layout shift. */
  loading?: ReactNode;
}

/**
 * A query that has not succeeded: loading, or failed with a retry. Every screen says the same
 * thing in the same place, so a shopper on a flaky connection always has a way forward. 'Try
 * again' asks again for everything on screen that failed, not just this query: a product page
 * whose product and offers both failed comes back whole.
 */
export function QueryStatus({ query, loading }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (query.isPending) return loading ?? <p role="status">{t('common.loading')}</p>;
  return (
    <ErrorState
      message={t(isUnreachable(query.error) ? 'errors.unreachable' : 'errors.generic')}
      retryLabel={t('common.retry')}
      onRetry={() =>
        void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' })
      }
    />
  );
}
