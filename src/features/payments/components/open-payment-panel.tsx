import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessages } from '#components/server-messages.ts';
import { formatMoney } from '#lib/money.ts';
import type { PaymentAttempt } from '#domain/orders/payments-store.ts';
import { paymentsStrings } from '../strings';

export const strings = [paymentsStrings];

interface Props {
  attempt: PaymentAttempt;
  amountInCents: number;
  cancelling: boolean;
  /** Why the cancel failed, if it did. */
  error: unknown;
  onFinish: () => void;
  onCancel: () => void;
}

/**
 * A payment is open for the order (in this tab, another tab or another device): the shopper
 * finishes it or cancels it, as an explicit step, before another can start. Never both at once.
 */
export function OpenPaymentPanel({ attempt, amountInCents, cancelling, error, onFinish, onCancel }: Props) {
  const { t } = useTranslation();
  const messages = useServerMessages(error);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const amount = formatMoney(amountInCents);
  const how = t(`payments.provider.${attempt.provider}`, { defaultValue: attempt.provider });
  return (
    <div ref={ref} tabIndex={-1} className="payment-open card" role="alert">
      <p className="payment-open__title">{t('payments.open.title')}</p>
      <p>{t('payments.open.which', { how, amount })}</p>
      {messages.map((message) => (
        <p key={message} className="field__error">
          {message}
        </p>
      ))}
      <div className="payment-open__actions">
        <button type="button" className="button button--primary" onClick={onFinish}>
          {t('payments.open.finish')}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={cancelling}>
          {cancelling ? t('payments.open.cancelling') : t('payments.open.cancel')}
        </button>
      </div>
    </div>
  );
}
