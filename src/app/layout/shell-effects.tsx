import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { Alerts } from '#components/ui/alerts.tsx';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { useAlertsStore } from '#stores/alerts-store.ts';
import { currentHandle } from '../navigation/route-handle';

/**
 * After a move to another page, focus goes to its h1 (GOV.UK's pattern): a screen reader starts
 * there and Tab goes on from the page, not from wherever the pressed button was. An h1 that comes
 * with the page's data is waited for; focus the shopper moves meanwhile is left where they put it.
 * The first page and a change of query or state on one page (search terms, a pay step) keep focus.
 */
export function useFocusOnNewPage(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) return void (first.current = false);
    const main = document.getElementById('content');
    const before = document.activeElement;
    const focusHeading = () => {
      const heading = main?.querySelector('h1');
      const untouched = [before, main, document.body, null].includes(document.activeElement);
      if (heading && untouched) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return heading !== null && heading !== undefined;
    };
    if (!main || focusHeading()) return;
    const watch = new MutationObserver(() => focusHeading() && watch.disconnect());
    watch.observe(main, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [pathname]);
}

/**
 * Sets the route's translated title. Rendered before the page, so a page that knows a better
 * title (a product name) sets it afterwards and wins.
 */
export function RouteTitle() {
  const { t } = useTranslation();
  const name = currentHandle(useMatches())?.name;
  const shop = useDeploymentConfig().title;
  useEffect(() => {
    if (name)
      document.title = t('app.title_suffix', {
        page: t(`titles.${name}`),
        shop,
      });
  }, [name, shop, t]);
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
