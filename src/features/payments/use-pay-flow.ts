import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SupplierRef } from '#api/define.ts';
import { isApiError } from '#api/errors.ts';
import * as orderKeys from '#api/keys/orders.ts';
import type { Order } from '#api/schemas/order.ts';
import type { OnlineProvider } from '#api/payment-options.ts';
import { withTabLock } from '#lib/tab-lock.ts';
import { attemptFor, usePaymentsStore, type PaymentAttempt } from '#domain/orders/payments-store.ts';
import { gatewayFields, postToGateway } from './gateway';
import { beginAttempt, useStartPayment } from './start-payment';
import { withStrings } from '#lib/i18n.ts';

/** The attempt's screen (wallet panel, card form, outcomes): loaded once a payment opens. */
export const loadAttemptView = () => import('./components/attempt-view').then(withStrings);

// Asked for on the first press, not with the screen: the pay screen's first paint does not need it,
// and the press waits on the server anyway.
const loadOpenPayment = () => import('./open-payment');

/** The tab lock every money step on one order takes (opening, cancelling a payment). */
const payLock = (orderId: number) => `storefront.pay.${orderId}`;

export type OpenAttempt = PaymentAttempt & { transactionId: number };
export const isOpenAttempt = (attempt: PaymentAttempt | null): attempt is OpenAttempt =>
  attempt?.transactionId != null;

interface Party {
  order: Order;
  userId: number;
  supplier: SupplierRef;
  fromCheckout: boolean;
}

/**
 * Opening and cancelling an order's payment, one at a time across tabs: each runs under the
 * order's tab lock and asks the server first (open-payment.ts). A payment already open, here or
 * elsewhere, is handed back as `conflict` for the shopper to finish or cancel; never a second one.
 */
export function usePayFlow({ order, userId, supplier, fromCheckout }: Party) {
  const queryClient = useQueryClient();
  const start = useStartPayment(order.id);
  const [leaving, setLeaving] = useState(false);
  // 'choose': the list of ways to pay, even while an attempt is open ('Pay another way').
  const [choosing, setChoosing] = useState(false);
  const [conflict, setConflict] = useState<OpenAttempt | null>(null);
  const cancel = useMutation({
    mutationFn: (target: OpenAttempt) => loadOpenPayment().then((m) => m.cancelOpenPayment(target)),
    // In onSuccess, which runs before the mutation stops pending: the panel goes in the same render
    // as 'Cancelling…', instead of offering 'Cancel that payment' again for a moment.
    onSuccess: (answer) => {
      setConflict(null);
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(userId, order.id) });
      if (answer.transaction.status === 'paid') setChoosing(false);
    },
  });
  const [busy, setBusy] = useState(false);
  const [checkError, setCheckError] = useState<unknown>(null);
  const party = { userId, orderId: order.id, supplier, fromCheckout };

  const open = async (provider: OnlineProvider) => {
    await usePaymentsStore.persist.rehydrate();
    const mine = attemptFor(order.id);
    // This device's own request whose answer was lost: sent again with its key, it is answered
    // with the transaction it opened, so it is not 'another' payment to refuse.
    const resend = mine?.provider === provider && mine.transactionId === null && mine.request !== null;
    let amountInCents = order.payable_balance_in_cents;
    if (!resend) {
      const found = await (await loadOpenPayment()).findOpenPayment(party, queryClient);
      if (isOpenAttempt(found.open)) {
        setConflict(found.open);
        return;
      }
      if (found.order.payable_balance_in_cents <= 0 || found.order.status === 'cancelled') return;
      amountInCents = found.order.payable_balance_in_cents;
    }
    const input = { ...party, provider, amountInCents };
    beginAttempt(input);
    void loadAttemptView().then((m) => (provider === 'CARD' ? m.loadCardForm() : undefined));
    const transaction = await start.mutateAsync(input);
    setChoosing(false);
    const fields = provider === 'GATEWAY' ? gatewayFields(transaction.provider_data) : null;
    if (!fields) return;
    setLeaving(true);
    postToGateway(fields);
  };

  // A ref, not state: five presses in one task all see the same render's state.
  const inFlight = useRef(false);
  const pay = async (provider: OnlineProvider) => {
    if (inFlight.current || leaving) return;
    inFlight.current = true;
    setBusy(true);
    setCheckError(null);
    try {
      // Run as a mutation, as any write is: a 401 on the way ends the session through the app's
      // one handler (createQueryClient), rather than showing the server's 'Unauthorized'.
      await queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => withTabLock(payLock(order.id), () => open(provider)) })
        .execute(undefined);
    } catch (error) {
      // The server has a payment open that this device did not know of: it becomes the one to finish.
      if (isApiError(error) && error.status === 409) {
        const found = await loadOpenPayment()
          .then((m) => m.findOpenPayment(party, queryClient))
          .catch(() => null);
        if (isOpenAttempt(found?.open ?? null)) setConflict(found!.open as OpenAttempt);
      } else setCheckError(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  // A failure stays on the mutation (cancel.error) for the panel to show.
  const cancelOpen = (target: OpenAttempt) =>
    withTabLock(payLock(order.id), () => cancel.mutateAsync(target)).catch(() => undefined);

  return { pay, busy, leaving, choosing, setChoosing, conflict, setConflict, cancel, cancelOpen, checkError };
}
