import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { isNotFound, isUnreachable } from '#api/errors.ts';
import { ErrorState } from '#components/ui/error-state.tsx';
import { NotFoundRoute } from './routes/not-found';
import { useCartStore } from '#domain/basket/cart-store.ts';
import { resetStoredState } from '#domain/session/housekeeping.ts';
import { RESET_TRIED_KEY } from '#stores/store-keys.ts';
import { sessionStore } from '#lib/storage.ts';
import { appErrorStrings } from './strings';

export const strings = [appErrorStrings];

// The error pages themselves, in their own chunk: the startup bundle carries only the boundaries
// that load them (error-boundary.tsx), because a shopper who never meets an error never needs them.

/** What went wrong, as far as the shopper can act on it. */
type Failure = 'not_found' | 'unreachable' | 'stale_build' | 'server';

// Browsers word a failed dynamic import differently: Chromium, Firefox and Safari in turn.
const STALE_CHUNK =
  /dynamically imported module|error loading dynamically imported module|importing a module script failed/i;

function failureOf(error: unknown): Failure {
  if ((isRouteErrorResponse(error) && error.status === 404) || isNotFound(error)) return 'not_found';
  if (isUnreachable(error) || navigator.onLine === false) return 'unreachable';
  // A deploy removed the chunk this tab still asks for (app/offline/stale-chunks.ts reloads once
  // when version.txt confirms the deploy).
  if (error instanceof Error && STALE_CHUNK.test(error.message)) return 'stale_build';
  return 'server';
}

/**
 * A screen that threw: the shell stays around it, the basket is untouched, and the page says what
 * happened with the way on that fits: home for a page that does not exist, a retry for a
 * connection or server failure, a reload for a newer build.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const failure = failureOf(error);
  if (failure === 'not_found') return <NotFoundRoute />;
  const reload = () => window.location.reload();
  // A page like any other, with its heading: focus and screen readers land on it.
  return (
    <section aria-labelledby="error-title">
      <h1 id="error-title">{t('app_errors.title')}</h1>
      {failure === 'stale_build' ? (
        <ErrorState
          message={t('app_errors.update_available')}
          retryLabel={t('app_errors.reload')}
          onRetry={reload}
        />
      ) : (
        <ErrorState
          message={t(failure === 'unreachable' ? 'errors.unreachable' : 'errors.generic')}
          retryLabel={t('common.retry')}
          onRetry={reload}
        />
      )}
    </section>
  );
}

// Set when the shopper reset the saved settings, so a failure after that offers the basket too.

/**
 * The shell itself failed: still a readable page with a way out, never a white screen. Something
 * broken in storage would fail again on every reload, so besides 'Try again' it offers to reset
 * what the app saved on this device, keeping the basket. A reset that kept the basket and did not
 * help is the plainest sign the basket is what fails (the shell reads it on every page), so only
 * then is emptying it offered: offered at once, it would cost shoppers their basket for failures
 * that have nothing to do with it.
 */
export function RootErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const triedReset = sessionStore.getItem(RESET_TRIED_KEY) !== null;
  const reset = (basketToo: boolean) => {
    // This page must reload whatever the storage does; the guarded storage never throws, even
    // where the browser blocks it (lib/storage.ts).
    // Through the store, so that a basket write it still holds is dropped, not made on the way
    // out (domain/basket/write-behind.ts writes what it holds when the page goes).
    if (basketToo) useCartStore.persist.clearStorage();
    resetStoredState({ basketToo });
    sessionStore.setItem(RESET_TRIED_KEY, '1');
    window.location.reload();
  };
  return (
    <main id="content" className="content">
      <RouteErrorPage error={error} />
      <p>{t('app_errors.reset_settings_hint')}</p>
      {triedReset && <p>{t('app_errors.reset_basket_hint')}</p>}
      <div className="button-row">
        <button type="button" className="button" onClick={() => reset(false)}>
          {t('app_errors.reset_settings')}
        </button>
        {triedReset && (
          <button type="button" className="button" onClick={() => reset(true)}>
            {t('app_errors.reset_basket')}
          </button>
        )}
      </div>
    </main>
  );
}
