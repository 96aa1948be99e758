import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryStatus } from '#components/query-status.tsx';
import { OrderAccepted } from '#features/checkout/components/order-accepted.tsx';
import { PaymentBalance } from '#features/orders/components/payment-balance.tsx';
import { orderQuery } from '#features/orders/order-query.ts';
import { isCancelled } from '#features/orders/status.ts';
import { supplierQuery } from '#features/suppliers/queries.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { NotFoundRoute } from '../not-found';
import { bankStrings } from '#components/bank-details/strings.ts';
import { checkoutStrings } from '#features/checkout/strings.ts';
import { ordersStrings } from '#features/orders/strings.ts';

export const strings = [bankStrings, checkoutStrings, ordersStrings];

/**
 * The outro. It speaks only once the supplier has answered since it opened: the order handed over
 * by the checkout, or one cached from the pay screen, may predate a cancel or a second payment.
 */
export function CheckoutCompleteRoute() {
  const orderId = Number(useParams().id);
  const userId = useAccountStore((s) => s.account?.id ?? 0);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useQuery({ ...orderQuery(userId, orderId), enabled: valid });
  // Once heard, later polls that fail (a flaky connection) keep the outro rather than replace it.
  const [heard, setHeard] = useState(false);
  if (!heard && order.isFetchedAfterMount && order.status === 'success') setHeard(true);
  const shown = heard ? order.data : undefined;
  const supplier = useQuery({ ...supplierQuery(shown?.supplier_id ?? 0), enabled: shown !== undefined });
  if (!valid) return <NotFoundRoute />;
  if (!shown) return <QueryStatus query={{ isPending: !order.isError, error: order.error }} />;
  return (
    <OrderAccepted
      order={shown}
      supplier={supplier.data ?? null}
      cancelled={isCancelled(shown)}
      balance={<PaymentBalance order={shown} />}
    />
  );
}
