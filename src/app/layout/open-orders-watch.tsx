import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../api/errors';
import { openOrdersQuery } from '../../features/orders/queries';
import { useAccountStore } from '../../stores/account-store';
import { useSignOut } from './use-sign-out';

/**
 * Checks the signed-in shopper's open orders as they move around the shop. The server answering
 * 404 (spec 8: the account is gone) signs the shopper out here, rather than leaving every account
 * page to fail on its own.
 */
export function OpenOrdersWatch() {
  const userId = useAccountStore((state) => state.account?.id ?? null);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const openOrders = useQuery({ ...openOrdersQuery(userId ?? 0), enabled: userId !== null });
  const { error, isStale, refetch } = openOrders;

  useEffect(() => {
    if (userId !== null && isStale) void refetch();
    // Only a navigation asks again; staleness alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // 404: the account is gone (spec 8). A 401 (session over) is handled for every call at once
  // by the query client (app/navigation/session-ended.ts).
  useEffect(() => {
    if (userId !== null && isApiError(error) && error.status === 404) signOut();
  }, [error, signOut, userId]);

  return null;
}
