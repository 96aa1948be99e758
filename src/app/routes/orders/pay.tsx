import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryStatus } from '#components/query-status.tsx';
import { GatewayReturn } from '#features/payments/components/gateway-return.tsx';
import { PayOrder } from '#features/payments/components/pay-order.tsx';
import { clientConfigQuery } from '#features/suppliers/client-config-query.ts';
import { paymentOptionsFor, paysOnline } from '#api/payment-options.ts';
import { attemptFor } from '#domain/orders/payments-store.ts';
import { NotFoundRoute } from '../not-found';
import { useOrderAndShop } from './use-order-and-shop';
import { paymentsStrings } from '#features/payments/strings.ts';

export const strings = [paymentsStrings];

/** What the checkout (or the gateway's return) hands the pay screen. */
export interface PayState {
  startWith?: string;
  fromCheckout?: boolean;
  returned?: boolean;
  notVerified?: boolean;
}

/**
 * `/orders/{id}/pay`: the order, its shop (whose endpoint takes the payment in market mode) and the
 * online payment options of the order's shipping method, composed for the payments feature.
 */
export function OrderPayRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as PayState;
  const { orderId, userId, order, shop, supplier, notFound } = useOrderAndShop();
  const config = useQuery({
    ...clientConfigQuery(supplier ?? { id: 0, api_endpoint: null }),
    enabled: supplier !== null,
  });
  const fromCheckout = state.fromCheckout === true;
  const onPaid = useCallback(() => {
    if (fromCheckout) void navigate(`/checkout/complete/${orderId}`, { replace: true });
  }, [fromCheckout, navigate, orderId]);

  if (notFound) return <NotFoundRoute />;
  if (userId === null) return null;
  if (!order.data) return <QueryStatus query={order} title={t('titles.order_pay')} />;
  if (!supplier) return <QueryStatus query={shop} title={t('titles.order_pay')} />;
  if (!config.data) return <QueryStatus query={config} title={t('titles.order_pay')} />;

  const { requires_shipping, shipping_provider } = order.data;
  const options = paymentOptionsFor(config.data, requires_shipping, shipping_provider).filter(paysOnline);
  const startWith = options.find((option) => option === state.startWith) ?? null;
  return (
    <section className="checkout-step" aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1}>
        {t('payments.title', { reference: order.data.reference })}
      </h1>
      <PayOrder
        order={order.data}
        userId={userId}
        supplier={supplier}
        options={options}
        startWith={startWith}
        fromCheckout={fromCheckout}
        returned={state.returned === true}
        notVerified={state.notVerified === true}
        onPaid={onPaid}
        onStartOver={() => void navigate('.', { replace: true, state: { fromCheckout } })}
      />
    </section>
  );
}

/** `/orders/{id}/pay/return`: the gateway's way back; the pay screen shows the server's answer. */
export function OrderPayReturnRoute() {
  const orderId = Number(useParams().id);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const pathname = useLocation().pathname;
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return <NotFoundRoute />;
  return (
    <GatewayReturn
      key={pathname}
      orderId={orderId}
      search={search}
      onDone={({ verified, returned }) => {
        const state: PayState = {
          fromCheckout: attemptFor(orderId)?.fromCheckout === true,
          returned,
          notVerified: !verified,
        };
        // Replace: the back button must not send the gateway's answer a second time.
        void navigate(`/orders/${orderId}/pay`, { replace: true, state });
      }}
    />
  );
}
