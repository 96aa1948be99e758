import { useTranslation } from 'react-i18next';
import type { Order } from '#api/schemas/order.ts';
import { formatDateTime } from '#lib/dates.ts';
import { useAppLocale } from '#lib/use-app-locale.ts';
import { shownStatus, timelineSteps } from '../status';
import '../orders.css';

/** The order's way from payment to hand-over, each step with when it happened. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const status = shownStatus(order);
  // A cancelled or abandoned order stops where it was: its steps still show how far it got.
  const stopped = status === 'cancelled' || status === 'abandoned';
  return (
    <div className="order-timeline">
      <ol className="order-timeline__steps" aria-label={t('orders.timeline')}>
        {timelineSteps(order).map((step) => (
          <li key={step.key} className={step.done ? 'order-step order-step--done' : 'order-step'}>
            <span className="order-step__mark" aria-hidden="true" />
            <span className="order-step__name">{t(`orders.step.${step.key}`)}</span>
            <span className="order-step__when">
              {step.at
                ? formatDateTime(step.at, locale)
                : t(step.done ? 'orders.step_done' : 'orders.step_to_come')}
            </span>
          </li>
        ))}
      </ol>
      {stopped && <p className="order-timeline__stopped">{t(`orders.stopped.${status}`)}</p>}
    </div>
  );
}
