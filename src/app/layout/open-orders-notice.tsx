import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpenOrder } from '../../api/schemas/open-orders';
import { Dialog } from '../../components/ui/dialog';
import '../../features/orders/strings';
import './open-orders/strings';

interface Props {
  orders: readonly OpenOrder[];
  /** The shopper has been told: closed, or on their way to the order. */
  onDone: () => void;
}

/**
 * Spec section 2's open-orders indicator: 'An order needs your attention' with a way to that
 * order, or '{count} orders need your attention' with a way to the order list.
 */
export function OpenOrdersNotice({ orders, onDone }: Props) {
  const { t } = useTranslation();
  const [only] = orders;
  const target = orders.length === 1 && only ? `/orders/${only.id}` : '/orders';
  return (
    <Dialog
      open
      onClose={onDone}
      title={
        orders.length === 1 ? t('open_orders.attention') : t('open_orders.count', { count: orders.length })
      }
      closeLabel={t('common.close')}
    >
      <ul className="attention-list">
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
        <button type="button" className="button" onClick={onDone}>
          {t('open_orders.later')}
        </button>
      </div>
    </Dialog>
  );
}
