import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import type { RouteHandle } from '../../../src/app/navigation/route-handle';
import { configureAnalytics } from '../../../src/lib/analytics';
import { initI18n } from '../../../src/lib/i18n';
import { installDeployment } from '../../support/fake-backend';
import { server } from '../../support/msw';

// Left only for tests/features/checkout, which still renders its steps here: every other screen test
// goes through renderApp (tests/support/render-app.tsx). Remove this file once checkout has moved.

export { server };
export { chooseSupplier, KHAYA_FRESH, installDeployment as useDeployment } from '../../support/fake-backend';
export { SEA_POINT } from '../../support/fixtures';

configure({ asyncUtilTimeout: 3_000 });

/** Reference deployment and English for every test (setup.ts gives the backend fresh state). */
export function withListsBackend(): void {
  beforeEach(() => {
    installDeployment('reference');
    initI18n();
  });
  afterEach(() => configureAnalytics({ enabled: false }));
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
