import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { refreshSupplier } from './supplier-refresh';
import { checkVersion } from './version-check';
import { afterFirstPage } from '../boot/first-page-gate';

/**
 * The root loader, run on every navigation: refreshes the supplier and checks the deployed
 * version in the background. It returns at once so navigation never waits on either; on the
 * first page both wait a moment after it starts rendering (boot/first-page-gate.ts).
 */
export function navigationHousekeeping(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs): null => {
    void afterFirstPage().then(() => {
      void refreshSupplier(queryClient);
      void checkVersion(request.url);
    });
    return null;
  };
}
