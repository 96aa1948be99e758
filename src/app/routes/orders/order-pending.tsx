import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';

/**
 * An order screen whose data is still loading or failed: its heading stays, so the page is never
 * without its h1 (focus after navigation and screen readers land on it), with the loading state or
 * the error and its retry under it.
 */
export function OrderPending({
  query,
  title,
}: {
  query: { isPending: boolean; error: unknown };
  title: 'order' | 'order_pay';
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-pending-title">
      <h1 id="order-pending-title">{t(`titles.${title}`)}</h1>
      <QueryStatus query={query} />
    </section>
  );
}
