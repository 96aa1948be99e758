import './ui.css';

/** What the region shows of an alert; the alerts store's alerts have this shape. */
export interface ShownAlert {
  id: string;
  kind: 'success' | 'error' | 'info';
  message: string;
  /** A button beside the message (Undo); pressing it dismisses the alert too. */
  action?: { label: string; run: () => void };
}

interface Props {
  alerts: readonly ShownAlert[];
  onDismiss: (id: string) => void;
  dismissLabel: string;
}

/** The alerts region below the toolbar; errors interrupt, the rest wait their turn. */
export function Alerts({ alerts, onDismiss, dismissLabel }: Props) {
  return (
    // Always mounted, even empty: screen readers only announce changes to a live region they already know.
    <div className="alerts" aria-live="polite">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          className={`alert alert--${alert.kind}`}
          role={alert.kind === 'error' ? 'alert' : 'status'}
        >
          <p>{alert.message}</p>
          {alert.action && (
            <button
              type="button"
              className="button"
              onClick={() => {
                onDismiss(alert.id);
                alert.action?.run();
              }}
            >
              {alert.action.label}
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={dismissLabel}
            onClick={() => onDismiss(alert.id)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
