import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach } from 'vitest';
import { CategoryRoute } from '../../../src/app/routes/catalog/category';
import { HomeRoute } from '../../../src/app/routes/catalog/home';
import { initI18n } from '../../../src/lib/i18n';
import { createQueryClient } from '../../../src/lib/query-client';
import { withFreshBackend } from '../../mocks/handlers-helpers';
import { installDeployment } from '../../support/fake-backend';
import { server } from '../../support/msw';

// Home and category screens on their own (no shell, no route loaders) against the fake backend of
// tests/setup.ts, so a test sees the screen's first render and every request it makes.

export { server };
export { KHAYA_FRESH, SEA_POINT, chooseSupplier as choose } from '../../support/fake-backend';

/** English, fresh seed data and a pinned clock for every test in the file. */
export function withFakeBackend(): void {
  beforeEach(() => void initI18n());
  withFreshBackend();
}

/** Installs the reference (agency) or market-demo deployment. */
export function useFakeDeployment(mode: 'agency' | 'market'): void {
  installDeployment(mode === 'agency' ? 'reference' : 'market');
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
