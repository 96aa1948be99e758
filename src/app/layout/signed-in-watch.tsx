import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isNotFound } from '#api/errors.ts';
import type { OpenOrder } from '#api/schemas/open-orders.ts';
import { openOrdersQuery } from '#features/orders/queries.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { currentHandle } from '../navigation/route-handle';
import { useFromNextPage } from './use-next-page';
import { useSignOut } from './use-sign-out';
import { drawerStrings } from './strings';
import { withStrings } from '#lib/i18n.ts';

export const strings = [drawerStrings];

// The notice is rare: its banner (and the order strings) load only when there is something to say.
const OpenOrdersNotice = lazy(() =>
  import('./open-orders-notice').then(withStrings).then((m) => ({ default: m.OpenOrdersNotice })),
);

/** Spec section 4: stock short or awaiting payment needs the shopper. */
function needsAttention(order: OpenOrder): boolean {
  const status = order.shipping_status ?? order.status;
  return order.stock_short || status === 'stock_short' || status === 'pending_payment';
}

/**
 * Checks the signed-in shopper's open orders as they move around the shop, and says when one needs
 * them (once a session per order, from the page after the answer came; not over the order pages or
 * checkout, where they are busy with it). The review of a collected order is offered in the home
 * page instead (review-prompt.tsx), never over one. The server answering 404 (spec 8: the account is gone) signs the shopper out here, rather than
 * leaving every account page to fail on its own.
 */
export function SignedInWatch({ userId }: { userId: number }) {
  const { pathname } = useLocation();
  const handle = currentHandle(useMatches());
  const name = handle?.name ?? '';
  const signOut = useSignOut();
  const openOrders = useQuery(openOrdersQuery(userId));
  const { error, isStale, refetch } = openOrders;
  const seen = useSessionStore((state) => state.openOrdersSeen);

  useEffect(() => {
    if (isStale) void refetch();
    // Only a navigation asks again; staleness alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // 404: the account is gone (spec 8). A 401 (session over) is handled for every call at once
  // by the query client (app/navigation/session-ended.ts).
  useEffect(() => {
    if (isNotFound(error)) signOut();
  }, [error, signOut]);

  const waiting = (openOrders.data ?? []).filter(needsAttention);
  const busy = name.startsWith('checkout') || name.startsWith('order');
  const tell = useFromNextPage(waiting.some((order) => !seen.includes(order.id)));
  return (
    <Suspense fallback={null}>
      {!busy && tell && (
        <OpenOrdersNotice
          orders={waiting}
          onDone={() => useSessionStore.getState().markOpenOrdersSeen(waiting.map((order) => order.id))}
        />
      )}
    </Suspense>
  );
}
