import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { GatewayReturn } from '../../../features/payments/components/gateway-return';
import { attemptFor } from '../../../stores/payments-store';
import { NotFoundRoute } from '../not-found';
import type { PayState } from './pay';

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
