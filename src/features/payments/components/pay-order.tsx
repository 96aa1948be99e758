import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SupplierRef } from '../../../api/define';
import type { Order } from '../../../api/schemas/order';
import { ServerForm } from '../../../components/server-form';
import { focusChoices, RadioChoices } from '../../../components/ui/radio-choices';
import { getDeploymentConfig } from '../../../config/deployment-config';
import { formatMoney } from '../../../lib/money';
import { usePaymentsStore } from '../../../stores/payments-store';
import { gatewayFields, postToGateway } from '../gateway';
import type { OnlineProvider } from '../../../api/payment-options';
import { beginAttempt, useStartPayment } from '../start-payment';
import { AttemptView, loadCardForm } from './attempt-view';
import { PaymentOutcome } from './payment-outcome';
import '../payments.css';
import { SubmitButton } from '../../../components/ui/submit-button';
import '../strings';

interface Props {
  order: Order;
  userId: number;
  supplier: SupplierRef;
  /** The online ways the shop takes for this order, in the shop's order. */
  options: readonly OnlineProvider[];
  /** Chosen at checkout: the payment starts at once with it. */
  startWith: OnlineProvider | null;
  fromCheckout: boolean;
  /** Back from the gateway: a pending answer means the server is still confirming. */
  returned: boolean;
  /** The return could not be verified by the server. */
  notVerified: boolean;
  onPaid: () => void;
  /** A new attempt replaces the last: the screen forgets how it was opened (checkout's choice). */
  onStartOver: () => void;
}

/**
 * `/orders/{id}/pay`: pays what is left on an order, online. The latest attempt is kept across
 * redirects and reloads (payments-store); while it has a transaction the screen shows what the
 * server says of it, and only an explicit 'try again' or 'pay another way' starts a new one.
 */
export function PayOrder(props: Props) {
  const { order, userId, supplier, options, startWith, fromCheckout, onPaid } = props;
  const { t } = useTranslation();
  const id = useId();
  const stored = usePaymentsStore((s) => s.attempts[order.id]);
  const attempt = stored?.userId === userId ? stored : null;
  const start = useStartPayment(order.id);
  const [choice, setChoice] = useState<OnlineProvider | null>(
    startWith ?? (options.length === 1 ? options[0]! : null),
  );
  const [missing, setMissing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const amountInCents = order.payable_balance_in_cents;
  const amount = formatMoney(amountInCents, getDeploymentConfig().currency.symbol);

  const pay = (provider: OnlineProvider) => {
    if (start.isPending || leaving) return;
    const input = { userId, orderId: order.id, provider, supplier, amountInCents, fromCheckout };
    beginAttempt(input);
    if (provider === 'CARD') void loadCardForm();
    start.mutate(input, {
      onSuccess: (transaction) => {
        const fields = provider === 'GATEWAY' ? gatewayFields(transaction.provider_data) : null;
        if (!fields) return;
        setLeaving(true);
        postToGateway(fields);
      },
    });
  };

  // Chosen at checkout: one press of 'Place order' both places the order and starts paying it.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !startWith || attempt || amountInCents <= 0) return;
    started.current = true;
    pay(startWith);
  });

  if (attempt?.transactionId != null) {
    return (
      <div className="pay-order">
        <p className="checkout-step__amount">{t('payments.to_pay', { amount })}</p>
        {props.notVerified && (
          <p className="payment-outcome payment-outcome--failed" role="alert">
            {t('payments.gateway.not_verified')}
          </p>
        )}
        <AttemptView
          attempt={{ ...attempt, transactionId: attempt.transactionId }}
          amountInCents={amountInCents}
          returned={props.returned}
          onPaid={onPaid}
          onStartOver={() => {
            usePaymentsStore.getState().forget(order.id);
            props.onStartOver();
          }}
        />
      </div>
    );
  }
  if (amountInCents <= 0) {
    return (
      <div className="pay-order">
        <PaymentOutcome outcome="paid" />
        <p>{t('payments.nothing_to_pay')}</p>
        <Link className="button button--primary" to={`/orders/${order.id}`}>
          {t('payments.view_order')}
        </Link>
      </div>
    );
  }
  if (leaving) return <p role="status">{t('payments.gateway.leaving')}</p>;

  const submit = () => {
    if (!choice) {
      setMissing(true);
      focusChoices(`${id}-options`);
      return;
    }
    pay(choice);
  };
  return (
    <div className="pay-order">
      <p className="checkout-step__amount">{t('payments.to_pay', { amount })}</p>
      {options.length === 0 ? (
        <p>{t('payments.no_options')}</p>
      ) : (
        <ServerForm onSubmit={submit} error={start.error}>
          <RadioChoices
            id={`${id}-options`}
            legend={t('payments.choose')}
            options={options}
            label={(option) => t(`payments.provider.${option}`)}
            chosen={choice}
            onChoose={(option) => {
              setMissing(false);
              setChoice(option);
            }}
            error={missing ? t('payments.required') : null}
          />
          <SubmitButton
            label={t('payments.pay', { amount })}
            pendingLabel={t('payments.starting')}
            pending={start.isPending}
          />
        </ServerForm>
      )}
      <Link className="button" to={`/orders/${order.id}`}>
        {t('payments.view_order')}
      </Link>
    </div>
  );
}
