import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EditingOrder } from '#domain/orders/editing-store.ts';
import { EditingWatch } from './editing-watch';
import { useStopEditing } from '../end-editing';
import { orderEditingStrings } from './strings';

export const strings = [orderEditingStrings];

/**
 * 'Updating order: {reference}', linking back to the order being edited, with the way out of
 * editing; the watch ends editing by itself once the order can no longer change.
 */
export function EditingBannerBody({ editing }: { editing: EditingOrder }) {
  const { t } = useTranslation();
  const stop = useStopEditing();
  return (
    <div className="editing-banner">
      <Link to={`/orders/${editing.orderId}`}>
        {t('layout.updating_order', { reference: editing.reference })}
      </Link>
      <button type="button" className="button editing-banner__stop" onClick={stop}>
        {t('layout.stop_editing')}
      </button>
      <EditingWatch editing={editing} />
    </div>
  );
}
