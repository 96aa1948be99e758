import { createBrowserRouter } from 'react-router';
import { RouteErrorBoundary } from './error-boundary';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/catalog/home';
import { NotFoundRoute } from './routes/not-found';

/** The app's routes; `onFirstPage` runs once the first page has mounted (removes the splash). */
export function createAppRouter(onFirstPage: () => void) {
  return createBrowserRouter([
    {
      element: <RootLayout onMounted={onFirstPage} />,
      errorElement: <RouteErrorBoundary />,
      children: [
        { index: true, element: <HomeRoute />, handle: { name: 'catalog_root' } },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}
