import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import { cachedSlot } from '../dispatch/chosen-slot';
import { slotWhen, wallClock } from '../dispatch/slot-days';

/**
 * The chosen slot with its window, 'Sat 28 Nov 2026, 12:30 – 14:30', in Johannesburg time, from the
 * supplier's own slot when the dispatch step's query still holds it, else from the stored start.
 * Stored state is untrusted: a value that cannot be read shows as it was stored.
 */
function slotText(client: QueryClient, supplierId: number | null, value: string, language: string): string {
  if (!wallClock(value)) return value;
  const slot = (supplierId !== null && cachedSlot(client, supplierId, value)) || { value, text: '' };
  return slotWhen(slot, language, true);
}

/** The dispatch option's own label, as the dispatch step offered it (names as in dispatch-options). */
function dispatchLabelKey(dispatch: string | null, requiresShipping: boolean) {
  if (dispatch === 'COLLECT' || (dispatch === null && !requiresShipping)) return 'dispatch.collect';
  return dispatch === 'PICUP' ? 'dispatch.get_delivery' : 'dispatch.delivery';
}

/**
 * What the shopper chose in the earlier steps (collect or delivery, when, and where to), each with
 * a way back to the step that set it, so a wrong choice is caught before paying.
 */
export function HowAndWhen() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const checkout = useCheckoutStore();
  const date = checkout.collection_date;
  const when = date
    ? slotText(client, checkout.supplier_id, date, i18n.language)
    : t('checkout_flow.not_chosen');
  const delivery = checkout.requires_shipping;
  const rows = [
    {
      label: t('checkout_flow.how_label'),
      value: t(dispatchLabelKey(checkout.dispatch, delivery)),
      to: '/checkout/dispatch',
      change: t('checkout_flow.change_how'),
    },
    {
      label: t(delivery ? 'dispatch.date_label_delivery' : 'dispatch.date_label_collection'),
      value: when,
      to: '/checkout/dispatch',
      change: t(delivery ? 'checkout_flow.change_date_delivery' : 'checkout_flow.change_date_collection'),
    },
  ];
  if (delivery)
    rows.push({
      label: t('checkout_flow.address_label'),
      value: checkout.shipping_address?.formatted ?? t('checkout_flow.not_chosen'),
      to: '/checkout/shipping_address',
      change: t('checkout_flow.change_address'),
    });

  return (
    <section className="how-when" aria-labelledby="how-when-title">
      <h2 id="how-when-title" className="confirmation__heading">
        {t('checkout_flow.how_when')}
      </h2>
      <dl className="how-when__rows">
        {rows.map((row) => (
          <div key={row.label} className="how-when__row">
            <dt>{row.label}</dt>
            <dd>
              {/* Supplier and address text, rendered as text. */}
              <span className="how-when__value">{row.value}</span>
              <Link className="how-when__change" to={row.to} aria-label={row.change}>
                {t('checkout_flow.change')}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
