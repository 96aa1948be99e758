import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isApiError } from '../../api/errors';
import type { OpenOrder } from '../../api/schemas/open-orders';
import { openOrdersQuery } from '../../features/orders/queries';
import { useAccountStore } from '../../stores/account-store';
import { useSessionStore } from '../../stores/session-store';
import { afterFirstPage } from '../boot/first-page-gate';
import { currentHandle } from '../navigation/route-handle';
import { useSignOut } from './use-sign-out';

// The notice is rare: its banner (and the order strings) load only when there is something to say.
const OpenOrdersNotice = lazy(() =>
  import('./open-orders-notice').then((m) => ({ default: m.OpenOrdersNotice })),
);

/** Spec section 4: stock short or awaiting payment needs the shopper. */
function needsAttention(order: OpenOrder): boolean {
  const status = order.shipping_status ?? order.status;
  return order.stock_short || status === 'stock_short' || status === 'pending_payment';
}

/**
 * Checks the signed-in shopper's open orders as they move around the shop, and says when one needs
 * them (once a session per order; not over the order pages or checkout, where they are busy with
 * it). The server answering 404 (spec 8: the account is gone) signs the shopper out here, rather
 * than leaving every account page to fail on its own.
 */
export function OpenOrdersWatch() {
  const userId = useAccountStore((state) => state.account?.id ?? null);
  const { pathname } = useLocation();
  const name = currentHandle(useMatches())?.name ?? '';
  const signOut = useSignOut();
  // Not while the first page loads: it waits for the gate like the other background requests.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    void afterFirstPage().then(() => setStarted(true));
  }, []);
  const watching = started && userId !== null;
  const openOrders = useQuery({ ...openOrdersQuery(userId ?? 0), enabled: watching });
  const { error, isStale, refetch } = openOrders;
  const seen = useSessionStore((state) => state.openOrdersSeen);

  useEffect(() => {
    if (watching && isStale) void refetch();
    // Only a navigation asks again; staleness alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // 404: the account is gone (spec 8). A 401 (session over) is handled for every call at once
  // by the query client (app/navigation/session-ended.ts).
  useEffect(() => {
    if (userId !== null && isApiError(error) && error.status === 404) signOut();
  }, [error, signOut, userId]);

  const waiting = userId === null ? [] : (openOrders.data ?? []).filter(needsAttention);
  const busy = name.startsWith('checkout') || name.startsWith('order');
  if (busy || !waiting.some((order) => !seen.includes(order.id))) return null;
  return (
    <Suspense fallback={null}>
      <OpenOrdersNotice
        orders={waiting}
        onDone={() => useSessionStore.getState().markOpenOrdersSeen(waiting.map((order) => order.id))}
      />
    </Suspense>
  );
}
