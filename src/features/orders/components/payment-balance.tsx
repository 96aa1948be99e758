import { useTranslation } from 'react-i18next';
import type { Order } from '#api/schemas/order.ts';
import { formatMoney } from '#lib/money.ts';
import { moneyStanding } from '../status';

/**
 * How the order's money stands when 'total' and 'still to pay' do not tell it: money the shop
 * owes back (paid twice, or paid after a cancel) or a part still to pay. Nothing otherwise. Shown
 * on the order page, in each row of the order list and on the checkout's outro.
 */
export function PaymentBalance({ order }: { order: Order }) {
  const { t } = useTranslation();
  const standing = moneyStanding(order);
  if (!standing) return null;
  const money = (cents: number) => formatMoney(cents);
  let text: string;
  switch (standing.kind) {
    case 'refund':
      text =
        standing.paid === null
          ? t('orders.balance_refund_unknown')
          : t('orders.balance_refund', { paid: money(standing.paid) });
      break;
    case 'overpaid': {
      const amounts = standing.amounts;
      text = amounts
        ? t('orders.balance_overpaid', {
            paid: money(amounts.paid),
            extra: money(amounts.extra),
            // The same amount, named twice in the sentence (a variable may appear once).
            owed: money(amounts.extra),
            total: money(amounts.total),
          })
        : t('orders.balance_overpaid_unknown');
      break;
    }
    case 'underpaid':
      text =
        standing.paid === null
          ? t('orders.balance_underpaid_unknown', { due: money(standing.due) })
          : t('orders.balance_underpaid', { paid: money(standing.paid), due: money(standing.due) });
      break;
  }
  return <p className="payment-balance">{text}</p>;
}
