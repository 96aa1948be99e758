import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { QueryStatus } from '../../../components/query-status';
import { getDeploymentConfig } from '../../../config/deployment-config';
import { orderQuery } from '../../../features/orders/order-query';
import { GatewayReturn } from '../../../features/payments/components/gateway-return';
import { PayOrder } from '../../../features/payments/components/pay-order';
import '../../../features/payments/strings';
import { isOnline, type OnlineProvider } from '../../../features/payments/providers';
import { clientConfigQuery, supplierQuery } from '../../../features/suppliers/queries';
import { useAccountStore } from '../../../stores/account-store';
import { attemptFor } from '../../../stores/payments-store';
import { NotFoundRoute } from '../not-found';

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
  const orderId = Number(useParams().id);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as PayState;
  const userId = useAccountStore((s) => s.account?.id ?? null);
  const order = useQuery({ ...orderQuery(userId ?? 0, orderId), enabled: valid && userId !== null });
  const shop = useQuery({
    ...supplierQuery(order.data?.supplier_id ?? 0),
    enabled: order.data !== undefined,
  });
  const agency = getDeploymentConfig().features.agency;
  const supplier = shop.data
    ? { id: shop.data.id, api_endpoint: shop.data.api_endpoint }
    : agency && order.data
      ? { id: order.data.supplier_id, api_endpoint: null }
      : null;
  const config = useQuery({
    ...clientConfigQuery(supplier ?? { id: 0, api_endpoint: null }),
    enabled: supplier !== null,
  });
  const fromCheckout = state.fromCheckout === true;
  const onPaid = useCallback(() => {
    if (fromCheckout) void navigate(`/checkout/complete/${orderId}`, { replace: true });
  }, [fromCheckout, navigate, orderId]);

  if (!valid || (isApiError(order.error) && order.error.status === 404)) return <NotFoundRoute />;
  if (userId === null) return null;
  if (!order.data) return <QueryStatus query={order} />;
  if (!supplier) return <QueryStatus query={shop} />;
  if (!config.data) return <QueryStatus query={config} />;

  const shipping = order.data.requires_shipping ? (order.data.shipping_provider ?? 'PICUP') : 'COLLECT';
  const options = (config.data.shipping.find((s) => s.name === shipping)?.payment_options ?? [])
    .map((name) => name.toUpperCase())
    .filter((name): name is OnlineProvider => isOnline(name));
  const startWith =
    state.startWith && options.includes(state.startWith as OnlineProvider)
      ? (state.startWith as OnlineProvider)
      : null;
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
      onDone={({ verified }) => {
        const state: PayState = {
          fromCheckout: attemptFor(orderId)?.fromCheckout === true,
          returned: true,
          notVerified: !verified,
        };
        // Replace: the back button must not send the gateway's answer a second time.
        void navigate(`/orders/${orderId}/pay`, { replace: true, state });
      }}
    />
  );
}
