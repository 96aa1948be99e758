import { useTranslation } from 'react-i18next';
import type { Supplier } from '#api/schemas/supplier.ts';
import { formatMoney } from '#lib/money.ts';
import { BankDetails } from '#components/bank-details/bank-details.tsx';

export interface DebtorCardState {
  number: string;
  balanceInCents: number;
  /** 'I have topped up': asks the supplier for the card's balance again. */
  recheck: () => void;
  rechecking: boolean;
  /** The shopper has asked at least once: a balance still too low says so. */
  rechecked: boolean;
}

interface Props {
  card: DebtorCardState;
  supplier: Supplier;
  totalInCents: number;
  id: string;
}

/**
 * Paying by debtor card (spec 4): the card's balance, and when it does not cover the order, the
 * top-up details (the shop's bank account, the card number as reference) and 'I have topped up'.
 */
export function DebtorCardNotice({ card, supplier, totalInCents, id }: Props) {
  const { t } = useTranslation();
  const balance = formatMoney(card.balanceInCents);
  const short = card.balanceInCents < totalInCents;
  return (
    <div id={id} tabIndex={-1} className="debtor-card-notice">
      <p>{t('checkout_flow.debtor_balance', { number: card.number, amount: balance })}</p>
      {short && (
        <>
          <p role="alert">{t('checkout_flow.debtor_too_little')}</p>
          <BankDetails
            account={supplier}
            reference={card.number}
            missing={t('checkout_flow.bank_details_missing')}
          >
            <p>{t('checkout_flow.debtor_reference')}</p>
          </BankDetails>
          <button
            type="button"
            className="button"
            onClick={card.recheck}
            disabled={card.rechecking}
            aria-busy={card.rechecking}
          >
            {card.rechecking ? t('checkout_flow.debtor_checking') : t('checkout_flow.debtor_topped_up')}
          </button>
          {card.rechecked && !card.rechecking && (
            <p role="status">{t('checkout_flow.debtor_still_low', { amount: balance })}</p>
          )}
        </>
      )}
    </div>
  );
}
