import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { refreshSupplier } from './supplier-refresh';
import { afterFirstPage } from '../boot/first-page-gate';

/**
 * The root loader, run on every navigation: refreshes the supplier and checks the deployed
 * version in the background. It returns at once so navigation never waits on either; on the
 * first page both wait a moment after it starts rendering (boot/first-page-gate.ts). The version
 * check's code loads then too: no first page needs it, and if a deploy has taken its file away, the
 * failed import reloads the tab into the new build (reloadOnStaleChunks), as the check would have.
 * The refresh's code stays: the order, pay and checkout screens need what it imports anyway.
 */
export function navigationHousekeeping(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs): null => {
    void afterFirstPage().then(() => {
      void refreshSupplier(queryClient);
      import('./version-check')
        .then(({ checkVersion }) => checkVersion(request.url))
        .catch((error: unknown) => console.warn('version check failed', error));
    });
    return null;
  };
}
