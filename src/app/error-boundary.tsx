import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state';
import { resetStoredState } from '../stores/housekeeping';

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

// Set when the shopper reset the saved settings, so a failure after that offers the basket too.
const RESET_MARK = 'storefront-reset-tried';

/**
 * The shell itself failed: still a readable page with a way out, never a white screen. Something
 * broken in storage would fail again on every reload, so besides 'Try again' it offers to reset
 * what the app saved on this device, keeping the basket; if that did not help, the basket too.
 */
export function RootErrorPage() {
  const { t } = useTranslation();
  const triedReset = sessionStorage.getItem(RESET_MARK) !== null;
  const reset = (basketToo: boolean) => {
    resetStoredState({ basketToo });
    sessionStorage.setItem(RESET_MARK, '1');
    window.location.reload();
  };
  return (
    <main id="content" className="content">
      <RouteErrorBoundary />
      <p>{t('errors.reset_settings_hint')}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => reset(false)}>
          {t('errors.reset_settings')}
        </button>
        {triedReset && (
          <button type="button" className="button" onClick={() => reset(true)}>
            {t('errors.reset_basket')}
          </button>
        )}
      </div>
    </main>
  );
}
