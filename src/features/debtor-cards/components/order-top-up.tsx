import { useTranslation } from 'react-i18next';
import { formatMoney } from '#lib/money.ts';
import { useAcceptedCardAt, type SupplierHooks } from '../queries';
import { TopUpDetails } from './top-up-dialog';
import { bankStrings } from '#components/bank-details/strings.ts';
import { debtorCardsStrings } from '../strings';

export const strings = [bankStrings, debtorCardsStrings];

interface Props {
  userId: number;
  supplierId: number;
  /** What the order says is on the card now (null: the supplier did not say; the card's own balance). */
  orderBalanceInCents: number | null;
  payableInCents: number;
  useSupplier: SupplierHooks['useSupplier'];
  /** Asks the supplier for the order again (after 'I have topped up'). */
  onCheckOrder: () => void;
  checkingOrder: boolean;
}

/**
 * An order paid by debtor card whose card no longer covers what is left to pay (a total that rose
 * after stock short or added items): the balance, the top-up details and 'I have topped up'.
 * Nothing when the card covers it.
 */
export function OrderTopUp(props: Props) {
  const { userId, supplierId, payableInCents, useSupplier } = props;
  const { t } = useTranslation();
  const { card, refresh: cards } = useAcceptedCardAt(userId, supplierId, true);
  const balance = props.orderBalanceInCents ?? card?.balance_in_cents ?? 0;
  if (!card || balance >= payableInCents) return null;
  const checking = cards.isFetching || props.checkingOrder;
  return (
    <section className="order-notice card" aria-labelledby="order-top-up-title">
      <h2 id="order-top-up-title">{t('debtor_cards.order_top_up_title')}</h2>
      <p>
        {t('debtor_cards.order_top_up', {
          balance: formatMoney(balance),
          amount: formatMoney(payableInCents),
        })}
      </p>
      <TopUpDetails card={card} useSupplier={useSupplier} />
      <button
        type="button"
        className="button"
        disabled={checking}
        aria-busy={checking}
        onClick={() => {
          void cards.refetch();
          props.onCheckOrder();
        }}
      >
        {checking ? t('debtor_cards.checking_balance') : t('debtor_cards.topped_up')}
      </button>
    </section>
  );
}
