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
import { withStrings } from '#lib/i18n.ts';

// The offline-first parts of the app, each a task of the list in app/boot/after-first-page.ts,
// loaded in one file after the first page: the kept query cache, the service worker, the install
// offer, the version check and the notices. The one part that runs before the first render is
// restoring a kept cache, and only on a visit that has one.

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
  void import('./notices')
    .then(withStrings)
    .then((m) => m.mountNotices(queryClient))
    .catch(() => undefined);

/** The app as the tasks after the first page find it (app/boot/after-first-page.ts). */
export interface StartedApp {
  queryClient: QueryClient;
  router: Router;
  /** The deployment file's config: hosts and the fake-backend switch, which overrides never change. */
  fileConfig: DeploymentConfig;
  build: string;
}

/**
 * Keeps the query cache as it changes, for the next visit. Signing out forgets the kept cache with
 * the rest of the shopper's traces; a shopper who signs in starts a cache of their own (the
 * scope's account differs, so a restore drops the old one).
 */
export function keepQueries({ queryClient, fileConfig, build }: StartedApp): void {
  const scope = () => cacheScope(fileConfig, build);
  saveQueries(queryClient, scope);
  useAccountStore.subscribe((state, before) => {
    if (before.account && !state.account) void forgetQueries(scope());
  });
}

/**
 * Registers the service worker. msw's worker owns the scope where the fake backend runs (the dev
 * server, demo builds): two workers cannot share it, so there the app registers none (decision 028).
 */
export function startServiceWorker({ fileConfig }: StartedApp): void {
  if (__FAKE_BACKEND__ && fileConfig.fake_backend) return;
  registerServiceWorker().catch((error: unknown) => console.warn('service worker not registered', error));
}

/** Calls `landed` once for every page the shopper lands on (a settled navigation), this one too. */
function onEachPage(router: Router, landed: (page: string) => void): void {
  let shown = '';
  const check = () => {
    const { location, navigation, matches } = router.state;
    if (navigation.state !== 'idle' || location.key === shown) return;
    shown = location.key;
    landed(currentHandle(matches.map((match) => ({ handle: match.route.handle })))?.name ?? '');
  };
  check();
  router.subscribe(check);
}

/** On each page: whether the shopper is mid-checkout (no prompts there), and the install offer. */
export function watchPagesForInstall({ router }: StartedApp): void {
  const considerInstall = watchInstallOffer();
  onEachPage(router, (page) => {
    pwaState.setState({ midCheckout: page.startsWith('checkout_') || page === 'order_pay' });
    considerInstall();
  });
}

/** On each page: has a new build been deployed (version.txt, spec section 2)? */
export function checkVersionOnEachPage({ router }: StartedApp): void {
  onEachPage(
    router,
    () =>
      void import('../navigation/version-check')
        .then((m) => m.checkVersion(() => void newBuildDeployed(() => window.location.reload())))
        .catch((error: unknown) => console.warn('version check failed', error)),
  );
}

/** The offline, new-version and install notices: their code and strings load the first time one has something to say. */
export function showNoticesWhenDue({ queryClient }: StartedApp): void {
  const due = () => {
    const { update, install } = pwaState.getState();
    if (!onlineManager.isOnline() || update || install) showNotices(queryClient);
  };
  pwaState.subscribe(due);
  onlineManager.subscribe(due);
  due();
}

export { reloadOnStaleChunks };
