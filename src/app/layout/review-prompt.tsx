import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Order } from '#api/schemas/order.ts';
import { orderHistoryQuery } from '#features/orders/order-query.ts';
import { isCompleted } from '#features/orders/status.ts';
import { useNoticesStore } from '#stores/notices-store.ts';
import { useShopOfOrder } from '../routes/orders/use-order-and-shop';
import { withStrings } from '#lib/i18n.ts';

const ReviewDialog = lazy(() =>
  import('#features/orders/components/review-dialog.tsx')
    .then(withStrings)
    .then((m) => ({ default: m.ReviewDialog })),
);

// The history is asked again at most this often while the shopper browses: an order is collected
// or delivered a few times a month, not between two pages.
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Spec section 9's review modal, on the rules of the open-orders notice (decision 022): offered
 * once for the newest collected or delivered order without a review, as the shopper arrives on a
 * browsing page (the catalogue or the basket; never checkout, an order, a form or over an open
 * dialog), and never over a page they are already using: the history's answer comes seconds
 * after a page opens, so the prompt waits for the next one. Older unreviewed orders are not asked
 * about one by one: offering the newest marks them all as offered.
 */
export function ReviewPrompt({ userId, browsing }: { userId: number; browsing: boolean }) {
  const { pathname } = useLocation();
  const offered = useNoticesStore((state) => state.reviewsOffered);
  const history = useInfiniteQuery({ ...orderHistoryQuery(userId), staleTime: CHECK_EVERY_MS });
  const unreviewed = (history.data ?? []).filter((order) => isCompleted(order) && order.reviewed_at === null);
  const [newest] = unreviewed;
  const due = newest && !offered.includes(newest.id) ? newest : undefined;
  // Found while a page was open: the prompt waits for the next page.
  const [found, setFound] = useState(false);
  if (due && !found) setFound(true);
  const [showing, setShowing] = useState<Order | null>(null);
  const [page, setPage] = useState(pathname);
  if (page !== pathname) {
    setPage(pathname);
    const otherDialogOpen = document.querySelector('dialog[open]') !== null;
    // Leaving the page (the back button) takes an unanswered prompt with it.
    setShowing(browsing && due && found && !otherDialogOpen ? due : null);
  }
  const { supplier } = useShopOfOrder(showing?.supplier_id);

  const offeredNow = showing?.id;
  useEffect(() => {
    if (offeredNow === undefined) return;
    const { markReviewOffered } = useNoticesStore.getState();
    for (const order of unreviewed) markReviewOffered(order.id);
    // Marked once, as it is offered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offeredNow]);

  if (!showing || !supplier) return null;
  return (
    <Suspense fallback={null}>
      <ReviewDialog
        open
        reference={showing.reference}
        orderRef={{ userId, orderId: showing.id, supplier }}
        onClose={() => setShowing(null)}
      />
    </Suspense>
  );
}
