import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import market from '../../../deployments/market-demo.json' with { type: 'json' };
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { CategoryRoute } from '../../../src/app/routes/catalog/category';
import { HomeRoute } from '../../../src/app/routes/catalog/home';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { initI18n } from '../../../src/lib/i18n';
import { createQueryClient } from '../../../src/lib/query-client';
import { handlers } from '../../../src/mocks/handlers/all';
import { useSuppliersStore, type SelectedSupplier } from '../../../src/stores/suppliers-store';
import { withFreshBackend } from '../../mocks/handlers-helpers';

// Home and category screens against the fake backend's real handlers (msw/node). The deployments
// are the real JSON files: their hosts carry the dataset prefix the handlers read (`/reference`),
// which tests/api/helpers.ts `useDeployment` hosts do not.

initI18n();

export const server = setupServer(...handlers);

/** The real handlers for every test in the file, with fresh seed data and a pinned clock. */
export function withFakeBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  withFreshBackend();
}

/** Installs the reference (agency) or market-demo deployment. */
export function useFakeDeployment(mode: 'agency' | 'market'): void {
  setDeploymentConfig(parseDeploymentConfig(mode === 'market' ? market : reference));
}

export const SEA_POINT: SelectedSupplier = {
  id: 14,
  name: 'Zero Waste Pantry Sea Point',
  api_endpoint: null,
};
export const KHAYA_FRESH: SelectedSupplier = {
  id: 21,
  name: 'Khaya Fresh',
  api_endpoint: 'https://api.fake-supplier.test/market/s/khaya-fresh',
};

export function choose(supplier: SelectedSupplier): void {
  useSuppliersStore.getState().select(supplier);
}

function Elsewhere() {
  return <p>Opened {useLocation().pathname}</p>;
}

/** Renders the home and category routes at `path`, as the app's router would. */
export function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeRoute /> },
      { path: '/category/:id', element: <CategoryRoute /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Records the URLs the app requests from the fake backend until `stop` is called. */
export function requestedUrls(): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(request.url);
  server.events.on('request:start', listener);
  return { urls, stop: () => server.events.removeListener('request:start', listener) };
}
