import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '#api/schemas/order.ts';
import type { Supplier } from '#api/schemas/supplier.ts';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { formatMoney } from '#lib/money.ts';
import { BankDetails } from '#components/bank-details/bank-details.tsx';
import { StrokeIcon } from '#components/ui/icons.tsx';
import { placedSlot } from './dispatch/chosen-slot';
import { slotWhen } from './dispatch/slot-days';
import './dispatch/chosen-window.css';

interface Props {
  order: Order;
  /** The supplier, for its bank details when the order is paid by EFT (null while it loads). */
  supplier: Supplier | null;
  /** As the server holds it now: a cancelled order is never called accepted. */
  cancelled: boolean;
  /** How the order's money stands (orders feature): overpaid, part paid, or a refund to come. */
  balance: ReactNode;
}

/**
 * The outro: the order is in, its reference, what happens next and the way to the order. An order
 * the server holds as cancelled (a payment may land after a cancel) says so instead, with what the
 * shop will refund and the way to the order.
 */
export function OrderAccepted({ order, supplier, cancelled, balance }: Props) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  // The route's title says 'Order accepted'; a cancelled order's page must not.
  const shop = useDeploymentConfig().title;
  useEffect(() => {
    if (!cancelled) return;
    document.title = t('app.title_suffix', {
      page: t('checkout_flow.cancelled'),
      shop,
    });
  }, [cancelled, shop, t]);
  if (cancelled) return <OrderCancelled order={order} balance={balance} />;
  const money = (cents: number) => formatMoney(cents);
  const provider = order.provider?.toUpperCase() ?? null;
  const when = order.formatted_collection_date ?? order.collection_date ?? '';
  const next = order.requires_shipping
    ? t('checkout_flow.next_delivery', { when, address: order.shipping_address?.formatted ?? '' })
    : t('checkout_flow.next_collect', { when, shop: order.supplier_name });
  const slot =
    order.collection_date &&
    placedSlot(client, order.supplier_id, order.collection_date, order.formatted_collection_date);
  return (
    <section className="checkout-step" aria-labelledby="page-title">
      <TickIcon />
      <h1 id="page-title" tabIndex={-1}>
        {t('checkout_flow.accepted')}
      </h1>
      {slot && (
        <p className="order-accepted__window">
          {t('checkout_flow.chosen_window', {
            dispatch: t(
              order.requires_shipping ? 'checkout_flow.dispatch_deliver' : 'checkout_flow.dispatch_collect',
            ),
            when: slotWhen(slot, i18n.language),
          })}
        </p>
      )}
      <p className="checkout-step__reference">
        {t('checkout_flow.reference')} <strong>{order.reference}</strong>
      </p>
      <p>{next}</p>
      {balance}
      {provider === 'CASH' && order.payable_balance_in_cents > 0 && (
        <p>
          {t(order.requires_shipping ? 'checkout_flow.pay_cash_door' : 'checkout_flow.pay_cash_store', {
            amount: money(order.payable_balance_in_cents),
          })}
        </p>
      )}
      {provider === 'OFFLINE_EFT' && order.payable_balance_in_cents > 0 && (
        <>
          <p>{t('checkout_flow.eft_pay', { amount: money(order.payable_balance_in_cents) })}</p>
          {supplier && (
            <BankDetails
              account={supplier}
              reference={order.reference}
              missing={t('checkout_flow.bank_details_missing')}
            >
              <p>{t('checkout_flow.eft_use_reference')}</p>
            </BankDetails>
          )}
        </>
      )}
      {/* Spec 5: the manual mobile-wallet payment only for an unpaid delivery not yet under way. */}
      {order.status === 'pending_payment' &&
        order.requires_shipping &&
        order.shipping_status === null &&
        order.payable_balance_in_cents > 0 && (
          <p>
            {t('checkout_flow.manual_wallet')}{' '}
            <Link to={`/orders/${order.id}/pay`} state={{ startWith: 'WALLET' }}>
              {t('checkout_flow.manual_wallet_link')}
            </Link>
          </p>
        )}
      <div className="button-row">
        {/* One way to the order: a second link to the same page under another name made the
            shopper choose between two buttons that do the same thing. */}
        <Link className="button button--primary" to={`/orders/${order.id}`}>
          {t('checkout_flow.track_order')}
        </Link>
        <Link className="button" to="/">
          {t('checkout_flow.continue_shopping')}
        </Link>
      </div>
    </section>
  );
}

/** A large tick: decorative, the heading says it. */
function TickIcon() {
  return (
    <StrokeIcon className="order-accepted__tick" size={64}>
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </StrokeIcon>
  );
}

function OrderCancelled({ order, balance }: { order: Order; balance: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="checkout-step" aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1}>
        {t('checkout_flow.cancelled')}
      </h1>
      <p className="checkout-step__reference">
        {t('checkout_flow.reference')} <strong>{order.reference}</strong>
      </p>
      {balance}
      <div className="button-row">
        <Link className="button button--primary" to={`/orders/${order.id}`}>
          {t('checkout_flow.view_order')}
        </Link>
        <Link className="button" to="/">
          {t('checkout_flow.continue_shopping')}
        </Link>
      </div>
    </section>
  );
}
