import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { orderHistoryQuery } from '#features/orders/order-query.ts';
import { ReviewCard } from '#features/orders/components/review-card.tsx';
import { orderChangesStrings } from '#features/orders/components/strings.ts';
import { isCompleted } from '#features/orders/status.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { useNoticesStore } from '#stores/notices-store.ts';
import { useShopOfOrder } from '../routes/orders/use-order-and-shop';
import { withStrings } from '#lib/i18n.ts';

export const strings = [orderChangesStrings];

const ReviewDialog = lazy(() =>
  import('#features/orders/components/review-dialog.tsx')
    .then(withStrings)
    .then((m) => ({ default: m.ReviewDialog })),
);

// The history is asked again at most this often while the shopper browses: an order is collected
// or delivered a few times a month, not between two pages.
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Spec section 9's review, offered on the catalogue home as a card in the page (the home composes
 * it, app/routes/catalog/home.tsx): for the newest collected or delivered order without a review,
 * until the shopper reviews it or says 'Not now'. It never opens by itself: a dialog that did
 * covered whatever the shopper was doing. Not while an order is being edited, which is a task of
 * its own. Older unreviewed orders are not asked about one by one: putting off the newest puts
 * them all off.
 */
export function ReviewPrompt({ userId }: { userId: number }) {
  const offered = useNoticesStore((state) => state.reviewsOffered);
  const editing = useOrdersStore((state) => state.editing !== null);
  const history = useInfiniteQuery({ ...orderHistoryQuery(userId), staleTime: CHECK_EVERY_MS });
  const unreviewed = (history.data ?? []).filter((order) => isCompleted(order) && order.reviewed_at === null);
  const [newest] = unreviewed;
  const { supplier } = useShopOfOrder(newest?.supplier_id);
  // The rating the review opens with; undefined while it is closed.
  const [opening, setOpening] = useState<number | null | undefined>(undefined);

  if (!newest || !supplier || offered.includes(newest.id) || editing) return null;
  const putOff = () => {
    const { markReviewOffered } = useNoticesStore.getState();
    for (const order of unreviewed) markReviewOffered(order.id);
    setOpening(undefined);
  };
  return (
    <>
      <ReviewCard reference={newest.reference} onRate={setOpening} onDismiss={putOff} />
      {opening !== undefined && (
        <Suspense fallback={null}>
          <ReviewDialog
            open
            reference={newest.reference}
            orderRef={{ userId, orderId: newest.id, supplier }}
            initialRating={opening}
            onClose={() => setOpening(undefined)}
            onLater={putOff}
          />
        </Suspense>
      )}
    </>
  );
}
