import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';

/** A slot value with a time of day ('2026-04-14T08:00:00+02:00'), not a bare supplier date. */
const HAS_TIME = /^\d{4}-\d\d-\d\d[T ]\d/;

/**
 * The chosen date in Johannesburg time. Intl here rather than lib/dates (and its useAppLocale, which
 * shares its chunk): that chunk would take this route past its byte budget
 * (docs/decisions/020-summary-date-with-intl.md). Stored state is untrusted, so a date that cannot
 * be read shows as it was sent.
 */
function formatSlotDate(value: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language === 'en' ? 'en-ZA' : language, {
      timeZone: 'Africa/Johannesburg',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(HAS_TIME.test(value) && { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    }).format(new Date(value));
  } catch {
    return value;
  }
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
  const checkout = useCheckoutStore();
  const date = checkout.collection_date;
  const slotText = date ? formatSlotDate(date, i18n.language) : t('checkout_flow.not_chosen');
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
      value: slotText,
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
