import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state';

/** A route that threw: the shell stays, the page offers a reload, and the basket is untouched. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <main id="content" className="content">
      <ErrorState
        message={t('errors.generic')}
        retryLabel={t('common.retry')}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
