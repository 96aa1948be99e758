import type { QueryClient } from '@tanstack/react-query';
import { refreshSupplier } from './supplier-refresh';
import { afterFirstPage } from '../boot/first-page-gate';

/**
 * The root loader, run on every navigation: refreshes the supplier in the background. It returns
 * at once so navigation never waits on it; on the first page it waits a moment after the page
 * starts rendering (boot/first-page-gate.ts). The deployed version is checked on each page by a
 * task of the list in boot/after-first-page.ts, which starts then too.
 * The refresh's code stays: the order, pay and checkout screens need what it imports anyway.
 */
export function navigationHousekeeping(queryClient: QueryClient) {
  return (): null => {
    void afterFirstPage().then(() => refreshSupplier(queryClient));
    return null;
  };
}
