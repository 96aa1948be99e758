import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#api/schemas/order.ts';
import { Tabs } from '#components/ui/tabs.tsx';
import { useNoticesStore } from '#stores/notices-store.ts';
import type { OrderRef } from '../mutations';
import { isCompleted, shownStatus } from '../status';
import { OrderActions } from './order-actions';
import { OrderReceipt } from './order-receipt';
import { OrderTimeline } from './order-timeline';
import { shortItems } from '../short-items';
import { PayDifference } from './pay-difference';
import { OrderDates } from './order-dates';
import { StatusPill } from './status-pill';
import { useStatusAnnouncement } from './use-status-announcement';
import '../orders.css';
import { withStrings } from '#lib/i18n.ts';

// Parts most visits never show (an order gone short, a review, an expired order) load when shown.
const StockShort = lazy(() =>
  import('./stock-short').then(withStrings).then((m) => ({ default: m.StockShort })),
);
const ReviewCard = lazy(() =>
  import('./review-card').then(withStrings).then((m) => ({ default: m.ReviewCard })),
);
const ReviewDialog = lazy(() =>
  import('./review-dialog').then(withStrings).then((m) => ({ default: m.ReviewDialog })),
);
const OrderTimeoutDialog = lazy(() =>
  import('./order-timeout-dialog').then(withStrings).then((m) => ({ default: m.OrderTimeoutDialog })),
);

interface Props {
  order: Order;
  /** Null until the shop holding the order is known: changes must go to it. */
  orderRef: OrderRef | null;
  onReorder: () => void;
  reordering: boolean;
  onAddItems: (() => void) | null;
  /** What a debtor card order shows when the card's balance falls short (debtor cards feature). */
  debtorNotice?: ReactNode;
}

type Tab = 'receipt' | 'timeline';

/**
 * One order: its status (announced when it changes), what still needs the shopper (stock short,
 * a difference to pay, a card to top up), the actions that apply, and the receipt and timeline.
 */
export function OrderPage({ order, orderRef, onReorder, reordering, onAddItems, debtorNotice }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('receipt');
  // Once shown, the stock-short section stays: after the update it says the order was updated.
  const short = shortItems(order).length > 0;
  const [shortShown, setShortShown] = useState(short);
  if (short && !shortShown) setShortShown(true);
  const status = shownStatus(order);
  const statusWords = (value: string) =>
    t(`orders.status.${value}`, { defaultValue: value.replaceAll('_', ' ') });
  const announcement = useStatusAnnouncement(status, (value) =>
    t('orders.status_changed', { reference: order.reference, status: statusWords(value) }),
  );

  // Spec: a review is offered for each collected or delivered order without one, as a card in the
  // page until the shopper puts it off; then a plain button keeps the way to rate it.
  const offered = useNoticesStore((state) => state.reviewsOffered.includes(order.id));
  const reviewable = isCompleted(order) && order.reviewed_at === null && orderRef !== null;
  const [reviewing, setReviewing] = useState(false);
  const [startRating, setStartRating] = useState<number | null>(null);
  const review = (rating: number | null) => {
    setStartRating(rating);
    setReviewing(true);
  };
  const putOff = () => {
    useNoticesStore.getState().markReviewOffered(order.id);
    setReviewing(false);
  };
  const [timeoutSeen, setTimeoutSeen] = useState(false);

  return (
    <section className="order-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('orders.reference', { reference: order.reference })}</h1>
      <div className="order-page__status">
        <StatusPill status={status} />
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
      <dl className="order-facts">
        <div>
          <dt>{t('orders.shop')}</dt>
          {/* Supplier text, rendered as text. */}
          <dd>{order.supplier_name}</dd>
        </div>
        <OrderDates order={order} />
        {order.requires_shipping && order.shipping_address && (
          <div>
            <dt>{t('orders.deliver_to')}</dt>
            <dd>{order.shipping_address.formatted}</dd>
          </div>
        )}
      </dl>
      {shortShown && (
        <Suspense fallback={null}>
          <StockShort order={order} orderRef={orderRef} />
        </Suspense>
      )}
      <PayDifference order={order} />
      {debtorNotice}
      <OrderActions
        order={order}
        orderRef={orderRef}
        onReorder={onReorder}
        reordering={reordering}
        onAddItems={onAddItems}
      />
      {reviewable && !offered && (
        <Suspense fallback={null}>
          <ReviewCard reference={order.reference} onRate={review} onDismiss={putOff} />
        </Suspense>
      )}
      {reviewable && offered && (
        <button type="button" className="button" onClick={() => review(null)}>
          {t('orders.review_open')}
        </button>
      )}
      <Tabs
        label={t('orders.details')}
        tabs={[
          { key: 'receipt', label: t('orders.receipt') },
          { key: 'timeline', label: t('orders.timeline') },
        ]}
        selected={tab}
        onSelect={setTab}
        panels={{ receipt: <OrderReceipt order={order} />, timeline: <OrderTimeline order={order} /> }}
      />
      <Suspense fallback={null}>
        {orderRef && reviewable && (
          <ReviewDialog
            open={reviewing}
            reference={order.reference}
            orderRef={orderRef}
            initialRating={startRating}
            onClose={() => setReviewing(false)}
            onLater={putOff}
          />
        )}
        {status === 'abandoned' && (
          <OrderTimeoutDialog
            open={!timeoutSeen}
            onReorder={onReorder}
            onClose={() => setTimeoutSeen(true)}
            reordering={reordering}
          />
        )}
      </Suspense>
    </section>
  );
}
