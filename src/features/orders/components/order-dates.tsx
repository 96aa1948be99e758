import { useTranslation } from 'react-i18next';
import type { Order } from '#api/schemas/order.ts';
import { formatDate } from '#lib/dates.ts';
import { useAppLocale } from '#lib/use-app-locale.ts';
import { dispatchWhen } from '../dispatch-when';

/**
 * Rows of an order's facts list: when it was placed, and when it is collected or delivered (with
 * the slot's time where the order gives it) unless the caller shows that itself (`placedOnly`).
 */
export function OrderDates({ order, placedOnly = false }: { order: Order; placedOnly?: boolean }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const when = placedOnly ? null : dispatchWhen(order, locale);
  return (
    <>
      <div>
        <dt>{t('orders.placed')}</dt>
        <dd>{formatDate(order.created_at, locale)}</dd>
      </div>
      {when && (
        <div>
          <dt>{t(order.requires_shipping ? 'orders.delivery_date' : 'orders.collection_date')}</dt>
          <dd>{when}</dd>
        </div>
      )}
    </>
  );
}
