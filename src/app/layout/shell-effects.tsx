import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigation } from 'react-router';
import { Alerts } from '../../components/ui/alerts';
import { getDeploymentConfig } from '../../config/deployment-config';
import { pushAlert, useAlertsStore } from '../../stores/alerts-store';
import { currentHandle } from '../navigation/route-handle';

/** The restored alert hides this long after the connection is back (spec section 9). */
export const RESTORED_ALERT_MS = 1_000;
const CONNECTION_ALERT = 'connection';

/** 'Internet connection lost' until it is back, then 'restored' for a second. */
export function useConnectionAlerts(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const lost = () =>
      pushAlert({ id: CONNECTION_ALERT, kind: 'error', message: t('errors.offline'), timeoutMs: null });
    const restored = () =>
      pushAlert({
        id: CONNECTION_ALERT,
        kind: 'success',
        message: t('errors.online'),
        timeoutMs: RESTORED_ALERT_MS,
      });
    window.addEventListener('offline', lost);
    window.addEventListener('online', restored);
    return () => {
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', restored);
    };
  }, [t]);
}

/**
 * Sets the route's translated title. Rendered before the page, so a page that knows a better
 * title (a product name) sets it afterwards and wins.
 */
export function RouteTitle() {
  const { t } = useTranslation();
  const name = currentHandle(useMatches())?.name;
  useEffect(() => {
    if (name)
      document.title = t('app.title_suffix', {
        page: t(`titles.${name}`),
        shop: getDeploymentConfig().title,
      });
  }, [name, t]);
  return null;
}

/** A thin bar while the next screen's code or data loads, so a tap never seems ignored. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return busy ? <div className="nav-progress" role="progressbar" aria-label={t('common.loading')} /> : null;
}

/** The alerts region, fed by the alerts store. */
export function AlertsHost() {
  const { t } = useTranslation();
  const alerts = useAlertsStore((state) => state.alerts);
  const dismiss = useAlertsStore((state) => state.dismiss);
  return <Alerts alerts={alerts} onDismiss={dismiss} dismissLabel={t('common.dismiss')} />;
}
