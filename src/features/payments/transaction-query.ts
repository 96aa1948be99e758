import { queryOptions } from '@tanstack/react-query';
import { paymentsApi } from '#api/operations/payments.ts';
import * as orderKeys from '#api/keys/orders.ts';
import type { PaymentAttempt } from '#domain/orders/payments-store.ts';
import { isSettled, outcomeOf } from './outcome';
import { isWallet } from './providers';

/** A wallet payment happens in another app: the page asks this often until it has gone through. */
export const WALLET_POLL_MS = 3_000;

/**
 * How an attempt's transaction stands, from the supplier (never from what a URL said). Wallets are
 * asked again until settled; any attempt is asked again when the tab or the connection comes back,
 * so a tab that was offline while the shopper paid shows it once it is back. `confirming`: back from
 * the gateway, whose answer may reach the supplier a little after the shopper.
 */
export function transactionQuery(attempt: PaymentAttempt & { transactionId: number }, confirming = false) {
  return queryOptions({
    queryKey: orderKeys.transaction(attempt.userId, attempt.orderId, attempt.transactionId),
    queryFn: ({ signal }) =>
      paymentsApi.getProcessing(
        { order_id: attempt.orderId, transaction_id: attempt.transactionId },
        { signal, supplier: attempt.supplier },
      ),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    refetchInterval: (query) => {
      const transaction = query.state.data?.transaction;
      const pending = !transaction || !isSettled(outcomeOf(transaction));
      return pending && (confirming || isWallet(attempt.provider)) ? WALLET_POLL_MS : false;
    },
  });
}
