import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state';

/** A screen that threw: the shell stays around it, the page offers a reload, the basket is untouched. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <ErrorState
      message={t('errors.generic')}
      retryLabel={t('common.retry')}
      onRetry={() => window.location.reload()}
    />
  );
}

/** The shell itself failed: still a readable page with a way out, never a white screen. */
export function RootErrorPage() {
  return (
    <main id="content" className="content">
      <RouteErrorBoundary />
    </main>
  );
}
