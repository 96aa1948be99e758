import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFound } from '#api/errors.ts';
import * as orderKeys from '#api/keys/orders.ts';
import { QueryStatus } from '#components/query-status.tsx';
import type { PaymentAttempt } from '#domain/orders/payments-store.ts';
import { gatewayFields, postToGateway } from '../gateway';
import { outcomeOf } from '../outcome';
import { isWallet } from '../providers';
import { transactionQuery } from '../transaction-query';
import { PaymentOutcome } from './payment-outcome';
import { WalletPanel } from './wallet-panel';
import { paymentsStrings } from '../strings';
import { withStrings } from '#lib/i18n.ts';

export const strings = [paymentsStrings];

/**
 * The card form (with its Luhn and expiry checks) is needed only once a card payment has a
 * transaction, a round trip after the shopper chose it: `pay` starts loading it then, so the pay
 * screen's first paint does not carry it.
 */
export const loadCardForm = () => import('./card-form').then(withStrings);
const CardForm = lazy(() => loadCardForm().then((m) => ({ default: m.CardForm })));

interface Props {
  attempt: PaymentAttempt & { transactionId: number };
  amountInCents: number;
  /** Back from the gateway's page: a pending transaction is the server still confirming. */
  returned: boolean;
  onPaid: () => void;
  /** Shows the ways to pay while this attempt stays open (it is cancelled only as an explicit step). */
  onChooseAnother: () => void;
  /** Leaves this attempt, which has ended or is unknown, for a new one. */
  onStartOver: () => void;
}

/** How long 'Wrapping up' may show before the shopper gets a 'Check again' and a way back. */
export const WRAP_UP_MS = 30_000;

/**
 * An attempt that has a transaction: what the server says of it, and what is left to do. Never
 * what a URL or the page last thought: a reload, a return or a second tab all land here and ask.
 */
export function AttemptView(props: Props) {
  const { attempt, amountInCents, returned, onPaid, onChooseAnother, onStartOver } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(transactionQuery(attempt, returned));
  const transaction = query.data?.transaction;
  const outcome = transaction ? outcomeOf(transaction) : null;
  const unknown = isNotFound(query.error);
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (outcome !== 'pending' || !returned) return;
    const timer = setTimeout(() => setWaitedLong(true), WRAP_UP_MS);
    return () => clearTimeout(timer);
  }, [outcome, returned]);
  const toOrder = (
    <Link className="button" to={`/orders/${attempt.orderId}`}>
      {t('payments.back_to_order')}
    </Link>
  );

  useEffect(() => {
    if (outcome !== 'paid') return;
    // The order now shows the payment (status, timeline, still to pay).
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(attempt.userId, attempt.orderId) });
    onPaid();
  }, [outcome, onPaid, queryClient, attempt.userId, attempt.orderId]);

  // The shop does not know this payment (another device's, or long gone): it is no payment.
  if (unknown)
    return (
      <div className="payment-failed">
        <div className="payment-error" role="alert">
          <p>{t('payments.unknown')}</p>
        </div>
        <Link className="button button--primary" to={`/orders/${attempt.orderId}`} onClick={onStartOver}>
          {t('payments.check_order')}
        </Link>
      </div>
    );
  if (!transaction || !outcome) return <QueryStatus query={query} />;
  if (outcome === 'paid')
    return (
      <div className="pay-order">
        <PaymentOutcome outcome="paid" />
        <Link className="button button--primary" to={`/orders/${attempt.orderId}`}>
          {t('payments.view_order')}
        </Link>
      </div>
    );
  if (outcome !== 'pending') {
    return (
      <div className="payment-failed">
        <PaymentOutcome outcome={outcome} />
        <div className="payment-failed__actions">
          <button type="button" className="button button--primary" onClick={onStartOver}>
            {t('payments.try_again')}
          </button>
          <button type="button" className="button" onClick={onStartOver}>
            {t('payments.choose_another')}
          </button>
          {toOrder}
        </div>
      </div>
    );
  }

  const choose = (
    <button type="button" className="button" onClick={onChooseAnother}>
      {t('payments.another_way')}
    </button>
  );
  if (attempt.provider === 'CARD') {
    const key = transaction.provider_data?.public_key;
    return (
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <CardForm
          orderId={attempt.orderId}
          transactionId={attempt.transactionId}
          supplier={attempt.supplier}
          publicKey={typeof key === 'string' ? key : ''}
          amountInCents={transaction.amount_in_cents}
          onUnsure={() => void query.refetch()}
          onCharged={(answer) =>
            queryClient.setQueryData(transactionQuery(attempt, false).queryKey, {
              ...answer,
              status: 'ok' as const,
            })
          }
        />
        {choose}
      </Suspense>
    );
  }
  if (isWallet(attempt.provider)) {
    return (
      <>
        <WalletPanel providerData={transaction.provider_data} amountInCents={amountInCents} />
        {choose}
      </>
    );
  }
  if (returned)
    return (
      <div className="payment-unfinished">
        <PaymentOutcome outcome="pending" />
        {waitedLong && (
          <>
            <p>{t('payments.still_confirming')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              {t('payments.check_again')}
            </button>
            {toOrder}
          </>
        )}
      </div>
    );
  // The gateway: the shopper left its page without finishing (a reload, the back button).
  const fields = gatewayFields(transaction.provider_data);
  return (
    <div className="payment-unfinished">
      <p>{t('payments.gateway.unfinished')}</p>
      {fields && (
        <button type="button" className="button button--primary" onClick={() => postToGateway(fields)}>
          {t('payments.gateway.continue')}
        </button>
      )}
      {choose}
    </div>
  );
}
