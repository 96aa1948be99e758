import type { ReactNode } from 'react';
import { useSendProps } from '#lib/online.ts';

interface Props {
  label: string;
  /** Shown instead of `label` while the submission is in flight; the button is disabled meanwhile. */
  pendingLabel: string;
  pending: boolean;
  /** The form's main action gets the filled primary style. */
  primary?: boolean;
  /** The row's other actions, before the submit (a Back link). */
  children?: ReactNode;
}

/**
 * A form's submit button in its own row: disabled while sending, so a double tap sends once, and
 * while offline, described by the offline notice's reason (a form sends something, and nothing is
 * kept to send later).
 */
export function SubmitButton({ label, pendingLabel, pending, primary = true, children }: Props) {
  const send = useSendProps(pending);
  return (
    <div className="button-row">
      {children}
      <button
        type="submit"
        className={primary ? 'button button--primary' : 'button'}
        aria-busy={pending}
        {...send}
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
