import { act, configure, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, vi } from 'vitest';
import { App } from '../../src/app/app';
import { followNavigation, forgetShopperQueries } from '../../src/app/boot/session-setup';
import { endSession } from '../../src/app/navigation/session-ended';
import { createAppRouter } from '../../src/app/router';
import { configureAnalytics } from '../../src/analytics/analytics';
import { initI18n } from '../../src/lib/i18n';
import { createQueryClient } from '../../src/lib/query-client';
import { setScenario } from '../../src/mocks/scenarios';
import { useAccountStore } from '../../src/stores/account-store';
import { followOtherTabs } from '../../src/domain/session/housekeeping';
import { useNoticesStore } from '../../src/stores/notices-store';
import type { SelectedSupplier } from '../../src/stores/suppliers-store';
import {
  chooseSupplier,
  installDeployment,
  sendSessionToken,
  signInAs,
  type DeploymentName,
} from './fake-backend';
import { DEBTOR, DEMO } from './fixtures';
import { ACCOUNT_STORE_KEY } from '../../src/stores/store-keys';
import { SEEDED_UNREVIEWED_ORDER } from '../../src/mocks/db/history';

// The whole storefront as start.tsx wires it: the real routes, guards and loaders, the root layout,
// the app's own createQueryClient with the one 401 handler, against the fake backend (tests/setup.ts).

// Every screen but the home is a chunk the test runner compiles on first use, and search waits
// 300 ms before it asks: leave room for both on a busy machine.
configure({ asyncUtilTimeout: 3_000 });

const SHOPPERS = { demo: DEMO, debtor: DEBTOR };

export interface RenderAppOptions {
  deployment?: DeploymentName;
  /** The shop chosen before the app starts; none by default (or what the test chose before). */
  supplier?: SelectedSupplier;
  /** A seeded shopper signed in against the fake backend first (DEMO or DEBTOR of fixtures.ts). */
  user?: keyof typeof SHOPPERS | null;
  /** Path (and query) the app opens at. */
  route?: string;
  /** What happened before this visit, once signed in and the shop chosen (say, `reloadAccount`). */
  before?: () => void | Promise<void>;
  /** The app retries a failed 5xx query once, a second later; tests that wait for errors leave it off. */
  retry?: boolean;
  /**
   * Whether the demo shopper was already offered the review of its seeded collected order, as a
   * returning shopper has been: true, so the prompt (decision 022) opens only in its own tests.
   */
  reviewAlreadyOffered?: boolean;
}

const stops: (() => void)[] = [];
afterEach(() => {
  // Unmount first (setup.ts's cleanup runs after this file's hooks), then let the router go.
  for (const stop of stops.splice(0).reverse()) act(stop);
  window.history.replaceState(null, '', '/');
  // A test that switches analytics on to watch events leaves it off for the next.
  configureAnalytics({ enabled: false });
});

/**
 * Renders the app at `route` and resolves once the first page has mounted, with Testing Library's
 * result plus the router and query client.
 */
export async function renderApp({
  deployment = 'reference',
  supplier,
  user = null,
  route = '/',
  before,
  retry = false,
  reviewAlreadyOffered = true,
}: RenderAppOptions = {}) {
  installDeployment(deployment);
  const i18n = initI18n();
  sendSessionToken();
  if (user) await signInAs(SHOPPERS[user]);
  if (reviewAlreadyOffered) useNoticesStore.getState().markReviewOffered(SEEDED_UNREVIEWED_ORDER);
  if (supplier) chooseSupplier(supplier);
  await before?.();
  // createAppRouter makes a browser router: it starts from jsdom's URL.
  window.history.replaceState(null, '', route);

  // One handler for a 401 from any call, as startApp wires it.
  const queryClient = createQueryClient({ retry, onUnauthorized: () => endSession(router) });
  let mounted = false;
  const router = createAppRouter(queryClient, () => {
    mounted = true;
  });
  const stopFollowing = followNavigation(router);
  const stopForgetting = forgetShopperQueries(queryClient);
  const stopTabs = followOtherTabs();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <App queryClient={queryClient} router={router} />
    </I18nextProvider>,
  );
  stops.push(() => {
    view.unmount();
    stopFollowing();
    stopForgetting();
    stopTabs();
    router.dispose();
    queryClient.clear();
  });
  // As the splash would: the shell and the first screen are on the page (their data may not be yet).
  await waitFor(() => expect(mounted, 'the first page mounted').toBe(true));
  return { ...view, router, queryClient };
}

/**
 * What a page reload does to the account store: this tab's memory is gone and the store is read
 * back from what it wrote to localStorage (so only what it chose to store survives).
 */
export async function reloadAccount(): Promise<void> {
  const stored = localStorage.getItem(ACCOUNT_STORE_KEY);
  useAccountStore.setState(useAccountStore.getInitialState(), true);
  if (stored === null) localStorage.removeItem(ACCOUNT_STORE_KEY);
  else localStorage.setItem(ACCOUNT_STORE_KEY, stored);
  await useAccountStore.persist.rehydrate();
}

/**
 * Every backend call fails with a 500 until the test calls `setScenario(null)`: the screen's and the
 * shell's supplier refresh alike. The refresh says so in the console: that warning is expected, and
 * any other still fails the test (tests/setup.ts).
 */
export function failEveryCall(): void {
  setScenario('server_error');
  const warn = vi.mocked(console.warn);
  const failing = warn.getMockImplementation();
  warn.mockImplementation((...args: unknown[]) => {
    if (args[0] !== 'supplier refresh failed') failing?.(...args);
  });
}
