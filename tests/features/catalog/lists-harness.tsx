import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { RouteHandle } from '../../../src/app/navigation/route-handle';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { configureAnalytics } from '../../../src/lib/analytics';
import { initI18n } from '../../../src/lib/i18n';
import { resetState } from '../../../src/mocks/db/state';
import { handlers } from '../../../src/mocks/handlers/all';
import { setScenario } from '../../../src/mocks/scenarios';
import { useSuppliersStore } from '../../../src/stores/suppliers-store';
import market from '../../../deployments/market-demo.json' with { type: 'json' };
import reference from '../../../deployments/reference.json' with { type: 'json' };

// Screens of the catalogue lists against the real fake backend (msw/node), in a memory router so
// the URL can be read back. The backend runs on the wall clock, as the screens' "today" does.

export const server = setupServer(...handlers);

// Search waits 300 ms before it asks; leave room for that on a busy CI machine.
configure({ asyncUtilTimeout: 3_000 });

/** Zero Waste Pantry Sea Point (reference dataset, served by the agency host). */
export const SEA_POINT = { id: 14, name: 'Zero Waste Pantry Sea Point', api_endpoint: null };
/** Khaya Fresh (market dataset), with its own endpoint, stokvel packs and combos. */
export const KHAYA_FRESH = {
  id: 21,
  name: 'Khaya Fresh',
  api_endpoint: 'https://api.fake-supplier.test/market/s/khaya-fresh',
};

/** Fake backend, reference deployment, English, fresh state and no scenario for every test. */
export function withListsBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetState();
    setScenario(null);
    useDeployment('reference');
    initI18n();
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    setScenario(null);
    configureAnalytics({ enabled: false });
  });
}

export function useDeployment(name: 'reference' | 'market'): void {
  setDeploymentConfig(parseDeploymentConfig(name === 'market' ? market : reference));
}

export function chooseSupplier(supplier: { id: number; name: string; api_endpoint: string | null }) {
  useSuppliersStore.getState().select(supplier);
}

/** Search params of every request to a path (while the test runs). */
export function recordRequests(pathEnd: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(pathEnd)) seen.push(url.searchParams);
  });
  return seen;
}

/** Renders `element` as the route `name` at `path`; other paths render 'Elsewhere'. */
export function renderRoute(element: ReactNode, path: string, name: RouteHandle['name'] = 'search') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pathname = path.split('?')[0] ?? path;
  const router = createMemoryRouter(
    [
      { path: pathname, element, handle: { name } satisfies RouteHandle },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
