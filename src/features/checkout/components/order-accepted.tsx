import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../../../api/schemas/order';
import type { Supplier } from '../../../api/schemas/supplier';
import { formatMoney } from '../../../lib/money';
import { BankDetails } from '../../../components/bank-details/bank-details';
import '../strings';

interface Props {
  order: Order;
  /** The supplier, for its bank details when the order is paid by EFT (null while it loads). */
  supplier: Supplier | null;
}

/** The outro: the order is in, its reference, what happens next and the way to the order. */
export function OrderAccepted({ order, supplier }: Props) {
  const { t } = useTranslation();
  const provider = order.provider?.toUpperCase() ?? null;
  const when = order.formatted_collection_date ?? order.collection_date ?? '';
  const next = order.requires_shipping
    ? t('checkout_flow.next_delivery', { when, address: order.shipping_address?.formatted ?? '' })
    : t('checkout_flow.next_collect', { when, shop: order.supplier_name });
  return (
    <section className="checkout-step" aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1}>
        {t('checkout_flow.accepted')}
      </h1>
      <p className="checkout-step__reference">
        {t('checkout_flow.reference')} <strong>{order.reference}</strong>
      </p>
      <p>{next}</p>
      {provider === 'CASH' && (
        <p>
          {t(order.requires_shipping ? 'checkout_flow.pay_cash_door' : 'checkout_flow.pay_cash_store', {
            amount: formatMoney(order.payable_balance_in_cents),
          })}
        </p>
      )}
      {provider === 'OFFLINE_EFT' && order.payable_balance_in_cents > 0 && (
        <>
          <p>{t('checkout_flow.eft_pay', { amount: formatMoney(order.payable_balance_in_cents) })}</p>
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
