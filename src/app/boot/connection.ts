import i18next from 'i18next';
import { pushAlert } from '#stores/alerts-store.ts';

/** The restored alert hides this long after the connection is back (spec section 9). */
export const RESTORED_ALERT_MS = 1_000;
const CONNECTION_ALERT = 'connection';

/**
 * 'Internet connection lost' until it is back, then 'restored' for a second (spec section 9); a
 * page opened offline says so at once. Started before the first render, in the startup code: a
 * watch that loaded with the offline-first file after the first page missed a connection that
 * dropped before that file came, and then the file itself could not come (house style: the spec's
 * first-render needs belong to the startup code). The offline notice (notices.tsx) and the
 * disabled sends follow react-query's onlineManager (lib/online.ts).
 */
export function watchConnection(): void {
  const lost = () =>
    pushAlert({ id: CONNECTION_ALERT, kind: 'error', message: i18next.t('errors.offline'), timeoutMs: null });
  window.addEventListener('offline', lost);
  window.addEventListener('online', () =>
    pushAlert({
      id: CONNECTION_ALERT,
      kind: 'success',
      message: i18next.t('errors.online'),
      timeoutMs: RESTORED_ALERT_MS,
    }),
  );
  if (!navigator.onLine) lost();
}
