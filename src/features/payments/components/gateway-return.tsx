import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as orderKeys from '#api/keys/orders.ts';
import { attemptFor } from '#domain/orders/payments-store.ts';
import { useFinalizeGateway } from '../start-payment';

interface Props {
  orderId: number;
  /** The query string the gateway sent the shopper back with. */
  search: URLSearchParams;
  /** Where to go once the server has answered; the pay screen then shows what it said. */
  onDone: (result: { verified: boolean; returned: boolean }) => void;
}

/**
 * `/orders/{id}/pay/return`: the gateway sends the shopper's browser here. Its query string is only
 * the browser's word, so it goes to the supplier (finalize), which checks it with the gateway; the
 * pay screen then shows the transaction as the server has it. A return for another attempt, a
 * second return or a forged one changes nothing the server did not confirm.
 */
export function GatewayReturn({ orderId, search, onDone }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const finalize = useFinalizeGateway();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const attempt = attemptFor(orderId);
    const values = {
      PAY_REQUEST_ID: search.get('PAY_REQUEST_ID') ?? '',
      TRANSACTION_STATUS: search.get('TRANSACTION_STATUS') ?? '',
      CHECKSUM: search.get('CHECKSUM') ?? '',
    };
    // No attempt on this device (another browser, cleared storage), or a return for an older one:
    // the pay screen shows the attempt that is open, or what is left to pay, from the server. It
    // is not this attempt's return, so the screen does not wait for it to be confirmed.
    if (!attempt || attempt.transactionId === null || attempt.payRequestId !== values.PAY_REQUEST_ID) {
      onDone({ verified: attempt === null, returned: false });
      return;
    }
    const key = orderKeys.transaction(attempt.userId, orderId, attempt.transactionId);
    finalize.mutate(
      { orderId, transactionId: attempt.transactionId, supplier: attempt.supplier, values },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(key, answer);
          onDone({ verified: true, returned: true });
        },
        onError: () => {
          void queryClient.invalidateQueries({ queryKey: key });
          onDone({ verified: false, returned: true });
        },
      },
    );
  });

  return (
    <p role="status" className="payment-outcome payment-outcome--pending">
      {t('payments.gateway.checking')}
    </p>
  );
}
