import { useTranslation } from 'react-i18next';
import type { Order } from '#api/schemas/order.ts';
import { formatDateTime } from '#lib/dates.ts';
import { useAppLocale } from '#lib/use-app-locale.ts';
import { dispatchWhen } from '../dispatch-when';
import { isCancelled, isStopped } from '../status';
import { paymentDue, timelineSteps, type TimelineStep } from '../timeline';
import '../orders.css';

/** The order's way from acceptance to hand-over, each step with when it happened or is due. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useAppLocale();
  // A cancelled or abandoned order stops where it was: its steps still show how far it got.
  const stopped = isStopped(order);
  const due = paymentDue(order);
  const when = dispatchWhen(order, locale);
  const toCome = (step: TimelineStep) => {
    if (stopped) return t('orders.step_not_reached');
    if (step.key !== 'awaiting_payment' || !due) return t('orders.step_to_come');
    // An EFT must land before the hand-over: say which day (and slot) that is when the order knows.
    return t(`orders.due.${due}${due.startsWith('eft') && when ? '_when' : ''}`, { when });
  };
  return (
    <div className="order-timeline">
      <ol className="order-timeline__steps" aria-label={t('orders.timeline')}>
        {timelineSteps(order).map((step) => (
          <li key={step.key} className={step.done ? 'order-step order-step--done' : 'order-step'}>
            <span className="order-step__mark" aria-hidden="true" />
            <span className="order-step__name">{t(`orders.step.${step.key}`)}</span>
            <span className="order-step__when">
              {step.at ? formatDateTime(step.at, locale) : step.done ? t('orders.step_done') : toCome(step)}
            </span>
          </li>
        ))}
      </ol>
      {stopped && (
        <p className="order-timeline__stopped">
          {t(isCancelled(order) ? 'orders.stopped.cancelled' : 'orders.stopped.abandoned')}
        </p>
      )}
    </div>
  );
}
