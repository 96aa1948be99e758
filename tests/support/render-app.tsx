import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach } from 'vitest';
import { setCredentialsProvider } from '../../src/api/http';
import { App } from '../../src/app/app';
import { followNavigation } from '../../src/app/boot/session-setup';
import { endSession } from '../../src/app/navigation/session-ended';
import { createAppRouter } from '../../src/app/router';
import { initI18n } from '../../src/lib/i18n';
import { createQueryClient } from '../../src/lib/query-client';
import { useAccountStore } from '../../src/stores/account-store';
import { followOtherTabs } from '../../src/stores/housekeeping';
import type { SelectedSupplier } from '../../src/stores/suppliers-store';
import { DEMO, signInAs } from '../features/account/signed-in';
import { chooseSupplier, installDeployment, type DeploymentName } from './fake-backend';

// The whole storefront as start.tsx wires it: the real routes, guards and loaders, the root layout,
// the app's own createQueryClient with the one 401 handler, against the fake backend (tests/setup.ts).

export interface RenderAppOptions {
  deployment?: DeploymentName;
  /** The shop chosen before the app starts; none by default. */
  supplier?: SelectedSupplier;
  /** 'demo' signs the seeded demo shopper in against the fake backend first. */
  user?: 'demo' | null;
  /** Path (and query) the app opens at. */
  route?: string;
  /** The app retries a failed 5xx query once, a second later; tests that wait for errors leave it off. */
  retry?: boolean;
}

const stops: (() => void)[] = [];
afterEach(() => {
  // Unmount first (setup.ts's cleanup runs after this file's hooks), then let the router go.
  for (const stop of stops.splice(0).reverse()) act(stop);
  window.history.replaceState(null, '', '/');
});

/** Renders the app at `route`; resolves with Testing Library's result plus the router and query client. */
export async function renderApp({
  deployment = 'reference',
  supplier,
  user = null,
  route = '/',
  retry = false,
}: RenderAppOptions = {}) {
  installDeployment(deployment);
  const i18n = initI18n();
  // As prepareSession does: the signed-in shopper's token goes with the calls that need it.
  setCredentialsProvider(() => {
    const token = useAccountStore.getState().token;
    return token ? { bearer: token } : {};
  });
  if (user === 'demo') await signInAs(DEMO);
  if (supplier) chooseSupplier(supplier);
  // createAppRouter makes a browser router: it starts from jsdom's URL.
  window.history.replaceState(null, '', route);

  // One handler for a 401 from any call, as startApp wires it.
  const queryClient = createQueryClient({ retry, onUnauthorized: () => endSession(queryClient, router) });
  const router = createAppRouter(queryClient, () => undefined);
  const stopFollowing = followNavigation(router);
  const stopTabs = followOtherTabs();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <App queryClient={queryClient} router={router} />
    </I18nextProvider>,
  );
  stops.push(() => {
    view.unmount();
    stopFollowing();
    stopTabs();
    router.dispose();
    queryClient.clear();
  });
  return { ...view, router, queryClient };
}
