import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpenOrder } from '#api/schemas/open-orders.ts';
import { openOrdersStrings } from './open-orders/strings';
import { ordersStrings } from '#features/orders/strings.ts';

export const strings = [openOrdersStrings, ordersStrings];

interface Props {
  orders: readonly OpenOrder[];
  /** The shopper has been told: dismissed, or on their way to the order. */
  onDone: () => void;
}

/**
 * Spec section 2's open-orders indicator: 'An order needs your attention' with a way to that
 * order, or '{count} orders need your attention' with a way to the order list. A banner in the
 * page flow rather than a dialog: it arrives seconds after the page, and a dialog then would take
 * the tap meant for whatever the shopper was reaching for.
 */
export function OpenOrdersNotice({ orders, onDone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [only] = orders;
  const target = orders.length === 1 && only ? `/orders/${only.id}` : '/orders';
  const dismiss = () => {
    onDone();
    // The focused button is about to go; keep the keyboard at the top of the page, not the body.
    document.getElementById('content')?.focus({ preventScroll: true });
  };
  return (
    <section className="open-orders-banner" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {orders.length === 1 ? t('open_orders.attention') : t('open_orders.count', { count: orders.length })}
      </h2>
      <ul>
        {orders.map((order) => (
          <li key={order.id}>
            {t('open_orders.item', {
              reference: order.reference,
              status: t(`orders.status.${order.shipping_status ?? order.status}`, {
                defaultValue: order.status.replaceAll('_', ' '),
              }),
            })}
          </li>
        ))}
      </ul>
      <div className="button-row">
        <Link to={target} className="button button--primary" onClick={onDone}>
          {t(orders.length === 1 ? 'open_orders.view_order' : 'open_orders.view_orders')}
        </Link>
        <button type="button" className="button" onClick={dismiss}>
          {t('common.dismiss')}
        </button>
      </div>
    </section>
  );
}
