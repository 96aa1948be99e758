import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorState } from '#components/ui/error-state.tsx';
import { withStrings } from '#lib/i18n.ts';

// The router's error elements. The pages they show load on first use (error-pages.tsx); when that
// download fails too (offline, or a deploy removed it), a reload is still offered, never a blank page.

function CannotLoad() {
  const { t } = useTranslation();
  return (
    <ErrorState
      message={t('errors.unreachable')}
      retryLabel={t('common.retry')}
      onRetry={() => window.location.reload()}
    />
  );
}

/** Takes the splash away: the first page, an error page or the config error page is in. */
export function removeSplash() {
  document.getElementById('splash')?.remove();
}

// The splash covers the page until the first one mounts, which a failed shell never does: an
// error page left under it would be unreadable and its buttons out of reach.
function SplashGone() {
  useEffect(removeSplash, []);
  return null;
}

const pages = () => import('./error-pages').then(withStrings).catch(() => null);
const RoutePage = lazy(() => pages().then((m) => ({ default: m?.RouteErrorPage ?? CannotLoad })));
const RootPage = lazy(() => pages().then((m) => ({ default: m?.RootErrorPage ?? CannotLoad })));

/** A screen that threw: the shell stays around it and the basket is untouched. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <Suspense fallback={null}>
      <RoutePage error={error} />
      <SplashGone />
    </Suspense>
  );
}

/** The shell itself failed: a readable page with a way out (error-pages.tsx). */
export function RootErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Suspense fallback={null}>
      <RootPage error={error} />
      <SplashGone />
    </Suspense>
  );
}
