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
 * The spec's words for how a payment went (section 8). A failure takes focus and is announced at
 * once; success and 'wrapping up' are announced politely.
 */
export function PaymentOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const failed = outcome !== 'paid' && outcome !== 'pending';
  useEffect(() => {
    if (failed) ref.current?.focus();
  }, [failed]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={`payment-outcome payment-outcome--${failed ? 'failed' : outcome}`}
      role={failed ? 'alert' : 'status'}
    >
      {t(MESSAGES[outcome])}
    </p>
  );
}
