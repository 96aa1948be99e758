import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '#api/schemas/order.ts';
import { formatMoney } from '#lib/money.ts';
import { stillOwes } from '../status';

/** After an update that raised the total: what is left to pay, and the way to pay it. */
export function PayDifference({ order }: { order: Order }) {
  const { t } = useTranslation();
  // Not for a cancelled order, whatever its balance says; an unpaid one has its own 'Pay now'.
  if (!stillOwes(order) || order.payment_status === 'pending_payment') return null;
  const amount = formatMoney(order.payable_balance_in_cents);
  return (
    <section className="order-notice card" aria-labelledby="pay-difference-title">
      <h2 id="pay-difference-title">{t('orders.pay_difference_title')}</h2>
      <p>{t('orders.pay_difference', { amount })}</p>
      <Link to={`/orders/${order.id}/pay`} className="button button--primary">
        {t('orders.pay_difference_action', { amount })}
      </Link>
    </section>
  );
}
