import { useTranslation } from 'react-i18next';
import type { Order } from '#api/schemas/order.ts';
import { formatDate } from '#lib/dates.ts';
import { useAppLocale } from '#lib/use-app-locale.ts';

/** Rows of an order's facts list: when it was placed, and its collection or delivery date if set. */
export function OrderDates({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const when = order.requires_shipping ? order.delivery_date : order.collection_date;
  return (
    <>
      <div>
        <dt>{t('orders.placed')}</dt>
        <dd>{formatDate(order.created_at, locale)}</dd>
      </div>
      {when && (
        <div>
          <dt>{t(order.requires_shipping ? 'orders.delivery_date' : 'orders.collection_date')}</dt>
          <dd>{formatDate(when, locale)}</dd>
        </div>
      )}
    </>
  );
}
