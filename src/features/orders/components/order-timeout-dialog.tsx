import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';
import { orderChangesStrings } from './strings';
import { ordersStrings } from '../strings';

export const strings = [orderChangesStrings, ordersStrings];

interface Props {
  open: boolean;
  onReorder: () => void;
  onClose: () => void;
  reordering: boolean;
}

/** Spec section 2: an order left unpaid too long lost its prices; reordering starts a new basket. */
export function OrderTimeoutDialog({ open, onReorder, onClose, reordering }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('order_changes.timeout.title')}
      closeLabel={t('common.close')}
    >
      <p>{t('order_changes.timeout.message')}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={reordering} onClick={onReorder}>
          {t('orders.reorder')}
        </button>
      </div>
    </Dialog>
  );
}
