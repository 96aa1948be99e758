import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '#api/schemas/order.ts';
import { Thumbnail } from '#components/ui/thumbnail.tsx';
import { useSendProps } from '#lib/online.ts';
import { formatMoney } from '#lib/money.ts';
import { useAppLocale } from '#lib/use-app-locale.ts';
import { safeUrl } from '#lib/safe-url.ts';
import { useDataLight } from '#stores/preferences-store.ts';
import { dispatchWhen } from '../dispatch-when';
import { shownStatus } from '../status';
import { OrderDates } from './order-dates';
import { PaymentBalance } from './payment-balance';
import { StatusPill } from './status-pill';
import '../orders.css';

/** A card shows a glimpse of the order, not its receipt: four pictures at most. */
export const CARD_PICTURES = 4;

interface Props {
  order: Order;
  /** The order page's reorder: the order's shop chosen, its items put in the basket. */
  onReorder: (order: Order) => void;
  reordering: boolean;
}

/**
 * One order of the history: its link, shop, when it is collected or delivered, status, dates,
 * total, a few of its items' pictures and a way to order the same again.
 */
export function HistoryCard({ order, onReorder, reordering }: Props) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const when = dispatchWhen(order, locale);
  // Decorative (the link and the receipt name the items), so a data-light visit shows none.
  const pictures = useDataLight()
    ? []
    : order.order_items
        .filter((item) => !item.removed)
        .flatMap((item) => {
          const src = safeUrl(item.image_url);
          return src ? [{ id: item.id, src }] : [];
        })
        .slice(0, CARD_PICTURES);
  const sendReorder = useSendProps(reordering);
  return (
    <li className="order-row card">
      <h2 className="order-row__title">
        <Link to={`/orders/${order.id}`}>{t('orders.reference', { reference: order.reference })}</Link>
      </h2>
      {/* Supplier text, rendered as text. */}
      <p className="order-row__shop">{order.supplier_name}</p>
      {when && (
        <p className="order-row__when">
          {t(order.requires_shipping ? 'orders.when_delivery' : 'orders.when_collection', { when })}
        </p>
      )}
      <StatusPill status={shownStatus(order)} />
      <dl className="order-facts">
        <OrderDates order={order} placedOnly />
        <div>
          <dt>{t('orders.total')}</dt>
          <dd>{formatMoney(order.total_in_cents)}</dd>
        </div>
      </dl>
      {pictures.length > 0 && (
        <div className="order-row__pictures">
          {pictures.map(({ id, src }) => (
            <Thumbnail key={id} src={src} size={40} className="order-row__picture" />
          ))}
        </div>
      )}
      <PaymentBalance order={order} />
      <div className="order-row__actions">
        <button
          type="button"
          className="button"
          aria-label={t('orders.reorder_order', { reference: order.reference })}
          onClick={() => onReorder(order)}
          {...sendReorder}
        >
          {t('orders.reorder')}
        </button>
      </div>
    </li>
  );
}
