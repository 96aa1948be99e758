import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { refreshSupplier } from './supplier-refresh';
import { checkVersion } from './version-check';

/**
 * The root loader, run on every navigation: refreshes the supplier and checks the deployed
 * version in the background. It returns at once so navigation never waits on either.
 */
export function navigationHousekeeping(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs): null => {
    void refreshSupplier(queryClient);
    void checkVersion(request.url);
    return null;
  };
}
