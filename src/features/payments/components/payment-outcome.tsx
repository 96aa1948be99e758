import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../outcome';

const MESSAGES: Readonly<Record<Outcome, string>> = {
  paid: 'payments.outcome.paid',
  pending: 'payments.outcome.wrapping_up',
  declined: 'payments.outcome.declined',
  insufficient_funds: 'payments.outcome.insufficient_funds',
  amount_error: 'payments.outcome.amount_error',
  cancelled: 'payments.outcome.cancelled',
  failed: 'payments.outcome.failed',
};

/**
 * The spec's words for how a payment went (section 8). A failure is shown as the shop shows every
 * error (a box edged in the error colour, as the forms' error summary), announced at once, and
 * takes focus so a screen reader starts there; success and 'wrapping up' are announced politely.
 */
export function PaymentOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const failed = outcome !== 'paid' && outcome !== 'pending';
  useEffect(() => {
    if (failed) ref.current?.focus();
  }, [failed]);
  if (failed)
    return (
      <div ref={ref} tabIndex={-1} className="payment-error" role="alert">
        <p>{t(MESSAGES[outcome])}</p>
      </div>
    );
  return (
    <p className={`payment-outcome payment-outcome--${outcome}`} role="status">
      {t(MESSAGES[outcome])}
    </p>
  );
}
