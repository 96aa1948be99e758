import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import type { DeploymentConfig } from '#config/deployment-config.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { onlineManager } from '@tanstack/react-query';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { currentHandle } from '../navigation/route-handle';
import { watchInstallOffer } from './install-offer';
import { forgetQueries, restoreQueries as restore, saveQueries, type CacheScope } from './persisted-queries';
import { pwaState } from './pwa-state';
import { newBuildDeployed, registerServiceWorker } from './service-worker';
import { reloadOnStaleChunks } from './stale-chunks';

// The offline-first parts of the app, loaded after the first page has rendered (boot/start.tsx):
// the kept query cache, the service worker, the connection and install notices. The one part that
// runs before the first render is restoring a kept cache, and only on a visit that has one.

type Router = ReturnType<typeof createBrowserRouter>;

/** Whose cache this is, now. */
function cacheScope(config: DeploymentConfig, build: string): CacheScope {
  return {
    deployment: config.api.agency_host,
    build,
    account: useAccountStore.getState().account?.id ?? null,
    supplier: useSuppliersStore.getState().selected?.id ?? null,
  };
}

/**
 * Restores the kept cache of this scope, waiting a second at most for storage (persisted-queries.ts);
 * a failure or a silent storage only costs the head start.
 */
export async function restoreQueries(queryClient: QueryClient, config: DeploymentConfig, build: string) {
  await restore(queryClient, cacheScope(config, build)).catch((error: unknown) =>
    console.warn('kept query cache not restored', error),
  );
}

// Offline without a service worker (a first visit, a browser without one), the notices' file may
// not be fetched: then the connection alert stands alone, and the next change of state asks again.
const showNotices = (queryClient: QueryClient) =>
  void import('./notices').then((m) => m.mountNotices(queryClient)).catch(() => undefined);

export function startOffline(
  queryClient: QueryClient,
  router: Router,
  config: DeploymentConfig,
  build: string,
) {
  const scope = () => cacheScope(config, build);
  saveQueries(queryClient, scope);
  // Signing out forgets the kept cache with the rest of the shopper's traces; a shopper who signs
  // in starts a cache of their own (the scope's account differs, so a restore drops the old one).
  useAccountStore.subscribe((state, before) => {
    if (before.account && !state.account) void forgetQueries(scope());
  });

  // msw's worker owns the scope where the fake backend runs (the dev server, demo builds): two
  // workers cannot share it, so there the app registers none (decision 028).
  if (!(__FAKE_BACKEND__ && config.fake_backend))
    registerServiceWorker().catch((error: unknown) => console.warn('service worker not registered', error));

  // On each page the shopper lands on: is the install offer due, and is a new build out?
  const considerInstall = watchInstallOffer();
  let shown = '';
  const landed = () => {
    const { location, navigation } = router.state;
    if (navigation.state !== 'idle' || location.key === shown) return;
    shown = location.key;
    const page =
      currentHandle(router.state.matches.map((match) => ({ handle: match.route.handle })))?.name ?? '';
    pwaState.setState({ midCheckout: page.startsWith('checkout_') || page === 'order_pay' });
    considerInstall();
    import('../navigation/version-check')
      .then((m) => m.checkVersion(() => void newBuildDeployed(() => window.location.reload())))
      .catch((error: unknown) => console.warn('version check failed', error));
  };
  landed();
  router.subscribe(landed);
  reloadOnStaleChunks();
  // The notices' code and strings load the first time one has something to say.
  const due = () => {
    const { update, install } = pwaState.getState();
    if (!onlineManager.isOnline() || update || install) showNotices(queryClient);
  };
  pwaState.subscribe(due);
  onlineManager.subscribe(due);
  due();
}
