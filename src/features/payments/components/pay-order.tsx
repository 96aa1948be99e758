import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SupplierRef } from '#api/define.ts';
import type { Order } from '#api/schemas/order.ts';
import type { OnlineProvider } from '#api/payment-options.ts';
import { ServerForm } from '#components/server-form.tsx';
import { SubmitButton } from '#components/ui/submit-button.tsx';
import { focusChoices, RadioChoices } from '#components/ui/radio-choices.tsx';
import { formatMoney } from '#lib/money.ts';
import { usePaymentsStore } from '#domain/orders/payments-store.ts';
import { isOpenAttempt, loadAttemptView, usePayFlow } from '../use-pay-flow';
import { PaymentOutcome } from './payment-outcome';
import '../payments.css';
import { withStrings } from '#lib/i18n.ts';

// Shown only once there is a payment: not carried by the first paint of a screen that opens with
// the list of ways to pay (use-pay-flow starts loading it as a payment opens).
const AttemptView = lazy(() => loadAttemptView().then((m) => ({ default: m.AttemptView })));
const OpenPaymentPanel = lazy(() =>
  import('./open-payment-panel').then(withStrings).then((m) => ({ default: m.OpenPaymentPanel })),
);

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
  /** The screen forgets how it was opened (checkout's choice, a gateway return): once used, never again. */
  onStartOver: () => void;
}

/**
 * `/orders/{id}/pay`: pays what is left on an order, online. One payment is open per order, in
 * every tab: opening one runs under a tab lock and asks the server first (open-payment.ts); an open
 * one is finished or, as an explicit step, cancelled before another way is tried. The attempt is
 * kept across redirects and reloads (payments-store); while it has a transaction the screen shows
 * what the server says of it.
 */
export function PayOrder(props: Props) {
  const { order, userId, supplier, options, startWith, fromCheckout, onPaid } = props;
  const { t } = useTranslation();
  const id = useId();
  const stored = usePaymentsStore((s) => s.attempts[order.id]);
  const attempt = stored?.userId === userId ? stored : null;
  const [choice, setChoice] = useState<OnlineProvider | null>(
    startWith ?? (options.length === 1 ? options[0]! : null),
  );
  const [missing, setMissing] = useState(false);
  const flow = usePayFlow({ order, userId, supplier, fromCheckout });
  const { pay, leaving, choosing, setChoosing, conflict, setConflict, cancel } = flow;
  const amountInCents = order.payable_balance_in_cents;
  const amount = formatMoney(amountInCents);

  // Chosen at checkout: one press of 'Place order' both places the order and starts paying it.
  // The choice is used once: the route forgets it, so Back from the gateway never starts another.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !startWith) return;
    started.current = true;
    props.onStartOver();
    // Asks the server before anything opens, so this runs after the render, not inside it.
    if (!attempt && amountInCents > 0) void Promise.resolve().then(() => pay(startWith));
  }, [startWith, attempt, amountInCents]); // eslint-disable-line react-hooks/exhaustive-deps -- pay and onStartOver change every render; the ref makes this once

  const finishOpen = () => {
    setConflict(null);
    setChoosing(false);
  };

  if (conflict) {
    return (
      <div className="pay-order">
        <p className="checkout-step__amount">{t('payments.to_pay', { amount })}</p>
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <OpenPaymentPanel
            attempt={conflict}
            amountInCents={amountInCents}
            cancelling={cancel.isPending}
            error={cancel.error}
            onFinish={finishOpen}
            onCancel={() => void flow.cancelOpen(conflict)}
          />
        </Suspense>
      </div>
    );
  }
  if (isOpenAttempt(attempt) && !choosing) {
    return (
      <div className="pay-order">
        <p className="checkout-step__amount">{t('payments.to_pay', { amount })}</p>
        {props.notVerified && (
          <div className="payment-error" role="alert">
            <p>{t('payments.gateway.not_verified')}</p>
          </div>
        )}
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <AttemptView
            attempt={attempt}
            amountInCents={amountInCents}
            returned={props.returned}
            onPaid={onPaid}
            onChooseAnother={() => setChoosing(true)}
            onStartOver={() => {
              usePaymentsStore.getState().forget(order.id);
              setChoosing(true);
            }}
          />
        </Suspense>
      </div>
    );
  }
  if (order.status === 'cancelled' || order.shipping_status === 'cancelled') {
    return (
      <div className="pay-order">
        <p>{t('payments.order_cancelled')}</p>
        <Link className="button button--primary" to={`/orders/${order.id}`}>
          {t('payments.view_order')}
        </Link>
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
    void pay(choice);
  };
  return (
    <div className="pay-order">
      <p className="checkout-step__amount">{t('payments.to_pay', { amount })}</p>
      {isOpenAttempt(attempt) && (
        <div className="payment-open card">
          <p>
            {t('payments.open.still_open', {
              how: t(`payments.provider.${attempt.provider}`, { defaultValue: attempt.provider }),
            })}
          </p>
          <button type="button" className="button" onClick={() => setChoosing(false)}>
            {t('payments.open.back_to_it')}
          </button>
        </div>
      )}
      {options.length === 0 ? (
        <p>{t('payments.no_options')}</p>
      ) : (
        <ServerForm onSubmit={submit} error={flow.checkError}>
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
            pending={flow.busy}
          />
        </ServerForm>
      )}
      <Link className="button" to={`/orders/${order.id}`}>
        {t('payments.view_order')}
      </Link>
    </div>
  );
}
