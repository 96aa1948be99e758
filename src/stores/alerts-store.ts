import { create } from 'zustand';

// Short messages at the bottom of the screen. Not persisted: a reload starts with none.

export type AlertKind = 'error' | 'success' | 'info';

/** A button on the alert (Undo): pressing it dismisses the alert and runs `run`. */
export interface AlertAction {
  label: string;
  run: () => void;
}

export interface Alert {
  id: string;
  kind: AlertKind;
  message: string;
  action?: AlertAction;
}

export interface AlertInput {
  kind: AlertKind;
  message: string;
  /** Reusing an id replaces that alert, so a repeated condition (offline, say) shows once. */
  id?: string;
  /** Milliseconds until it goes by itself; `null` keeps it until dismissed. */
  timeoutMs?: number | null;
  action?: AlertAction;
}

/** How long an alert stays unless the caller says otherwise. */
export const ALERT_TIMEOUT_MS = 5_000;

interface AlertsState {
  alerts: Alert[];
  push: (alert: AlertInput) => string;
  dismiss: (id: string) => void;
}

// Timers are kept outside the state: they are nothing to render, and resetting the state must not
// leave a handle behind that a later push with the same id could not clear.
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer === undefined) return;
  clearTimeout(timer);
  timers.delete(id);
}

/** The alerts on screen; `push` returns the id to dismiss it by. */
export const useAlertsStore = create<AlertsState>()((set, get) => ({
  alerts: [],
  push: ({ kind, message, action, id = `alert-${++lastId}`, timeoutMs = ALERT_TIMEOUT_MS }) => {
    clearTimer(id);
    const alert: Alert = { id, kind, message, action };
    set((state) =>
      state.alerts.some((existing) => existing.id === id)
        ? // Replaced in place so the alerts below it do not jump.
          { alerts: state.alerts.map((existing) => (existing.id === id ? alert : existing)) }
        : { alerts: [...state.alerts, alert] },
    );
    if (timeoutMs !== null) {
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), timeoutMs),
      );
    }
    return id;
  },
  dismiss: (id) => {
    clearTimer(id);
    set((state) => ({ alerts: state.alerts.filter((alert) => alert.id !== id) }));
  },
}));

/** Shows an alert from code outside React (guards, effects); returns its id. */
export function pushAlert(alert: AlertInput): string {
  return useAlertsStore.getState().push(alert);
}
