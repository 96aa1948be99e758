import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '#api/schemas/order.ts';
import { useServerMessages } from '#components/server-messages.ts';
import { useCancelOrder, type OrderRef } from '../mutations';
import { isChangeable, shownStatus, stillOwes } from '../status';
import { useSendProps } from '#lib/online.ts';

// Asked only after 'Cancel order' is pressed: the order page's first paint does not carry it.
const ConfirmDialog = lazy(() =>
  import('#components/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

interface Props {
  order: Order;
  /** Null until the shop holding the order is known: changes must go to it. */
  orderRef: OrderRef | null;
  onReorder: () => void;
  reordering: boolean;
  /** Enters order editing mode (adding items goes to this order); null where that is not offered. */
  onAddItems: (() => void) | null;
}

/** Reorder, pay now, add items and cancel, each only while it means something for this order. */
export function OrderActions({ order, orderRef, onReorder, reordering, onAddItems }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first press on, so that closing it goes through the dialog (focus returns).
  const [asked, setAsked] = useState(false);
  const cancel = useCancelOrder(
    orderRef ?? { userId: 0, orderId: order.id, supplier: { id: 0, api_endpoint: null } },
  );
  // The shop's reason (a payment is open, it is already being prepared), or our words for a 5xx.
  const cancelRefused = useServerMessages(cancel.error);
  // Each sends to the shop (adding items ends in a change to the order): none works offline.
  const sendAddItems = useSendProps();
  const sendReorder = useSendProps(reordering);
  const sendCancel = useSendProps(cancel.isPending);
  const changeable = isChangeable(order) && orderRef !== null;
  const payable = shownStatus(order) === 'pending_payment' && stillOwes(order);
  return (
    <div className="order-actions">
      {payable && (
        <Link to={`/orders/${order.id}/pay`} className="button button--primary">
          {t('orders.pay_now')}
        </Link>
      )}
      {changeable && onAddItems && (
        <button type="button" className="button" onClick={onAddItems} {...sendAddItems}>
          {t('orders.add_items')}
        </button>
      )}
      <button type="button" className="button" onClick={onReorder} {...sendReorder}>
        {t('orders.reorder')}
      </button>
      {changeable && (
        <button
          type="button"
          className="button"
          {...sendCancel}
          onClick={() => {
            setAsked(true);
            setConfirming(true);
          }}
        >
          {t('orders.cancel')}
        </button>
      )}
      {cancelRefused.length > 0 && (
        <div className="field__error" role="alert">
          {cancelRefused.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            title={t('orders.cancel')}
            message={t('orders.cancel_confirm', { reference: order.reference })}
            okLabel={t('orders.cancel_yes')}
            cancelLabel={t('orders.cancel_keep')}
            closeLabel={t('common.close')}
            onConfirm={() => {
              setConfirming(false);
              cancel.mutate();
            }}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
