import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { currentHandle } from '../navigation/route-handle';
import { AppDialogs } from './app-dialogs';
import { CheckoutBar } from './checkout-bar';
import { EditingBanner, PageBar, SupplierBar } from './bars';
import { LazyDrawer } from './lazy-drawer';
import { OpenOrdersWatch } from './open-orders-watch';
import { AlertsHost, NavigationProgress, RouteTitle, useFocusOnNewPage } from './shell-effects';
import { Toolbar } from './toolbar';
/** The page frame every route renders into. */
export function RootLayout({ onMounted }: { onMounted: () => void }) {
  const { t } = useTranslation();
  const handle = currentHandle(useMatches());
  useEffect(onMounted, [onMounted]);
  useFocusOnNewPage();
  return (
    <>
      <a className="skip-link" href="#content">
        {t('layout.skip_to_content')}
      </a>
      <Toolbar />
      <NavigationProgress />
      <EditingBanner />
      {handle?.supplierBar && <SupplierBar />}
      <PageBar />
      {/* Above the page, in its flow: the notice arrives seconds late and must cover nothing. */}
      <OpenOrdersWatch />
      <main id="content" className="content" tabIndex={-1}>
        <RouteTitle />
        <Outlet />
      </main>
      <CheckoutBar />
      <LazyDrawer />
      <AppDialogs />
      <AlertsHost />
    </>
  );
}
