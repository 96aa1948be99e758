import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '#api/errors.ts';
import { ErrorState } from './ui/error-state';

interface Props {
  /** isPaused: offline, it waits for the connection (react-query's networkMode 'online'). */
  query: { isPending: boolean; isPaused?: boolean; error: unknown };
  /** What stands in while loading; a skeleton of the same size avoids layout shift. */
  loading?: ReactNode;
  /**
   * The page's heading, for a whole page that waits on this query: a page is never without its
   * h1 (focus after navigation and screen readers land on it).
   */
  title?: string;
}

/**
 * A query that has not succeeded: loading, or failed with a retry. Every screen says the same
 * thing in the same place, so a shopper on a flaky connection always has a way forward. 'Try
 * again' asks again for everything on screen that failed, not just this query: a product page
 * whose product and offers both failed comes back whole.
 */
export function QueryStatus({ query, loading, title }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // A page never seen before, opened offline, cannot load: say so rather than spin.
  const status =
    query.isPending && !query.isPaused ? (
      (loading ?? <p role="status">{t('common.loading')}</p>)
    ) : (
      <ErrorState
        message={t(query.isPaused || isUnreachable(query.error) ? 'errors.unreachable' : 'errors.generic')}
        retryLabel={t('common.retry')}
        onRetry={() =>
          void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' })
        }
      />
    );
  if (title === undefined) return status;
  return (
    <section aria-labelledby="query-status-title">
      <h1 id="query-status-title">{title}</h1>
      {status}
    </section>
  );
}
