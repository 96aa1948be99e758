import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Dialog } from '#components/ui/dialog.tsx';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { useChosenShopServices } from '#features/suppliers/shop-services.ts';
import { formatMoney } from '#lib/money.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { DrawerExtras } from './drawer-extras';
import { DRAWER_ICONS } from './drawer-icons';
import { useSignOut } from './use-sign-out';
import { drawerStrings } from './strings';
import './drawer.css';

export const strings = [drawerStrings];

/**
 * The side menu: who is signed in, account pages as full-width rows, links, language, and the
 * account's actions (log in, register, log out) as buttons.
 */
export function AppDrawer() {
  const { t } = useTranslation();
  const open = useDialogsStore((state) => state.drawer);
  const setDrawer = useDialogsStore((state) => state.setDrawer);
  const account = useAccountStore((state) => state.account);
  const location = useLocation();
  const navigate = useNavigate();
  const config = useDeploymentConfig();
  // Debtor cards and delivery depend on what the chosen supplier offers at checkout.
  const { delivers, takesDebtorCards } = useChosenShopServices(open);
  const close = () => setDrawer(false);
  const here = encodeURIComponent(location.pathname + location.search);

  const signOut = useSignOut();
  const logout = () => {
    close();
    signOut();
  };

  const item = (to: string, label: string, icon: ReactNode) => (
    <li>
      <Link to={to} className="drawer__row" onClick={close}>
        {icon}
        {label}
      </Link>
    </li>
  );
  const go = (to: string) => {
    close();
    void navigate(to);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('drawer.title')}
      closeLabel={t('common.close')}
      variant="drawer"
    >
      {account && (
        <div className="drawer__who">
          <p className="drawer__name">{account.full_name ?? account.first_name ?? account.login}</p>
          <p className="drawer__login">{account.login}</p>
          {account.credit_in_cents > 0 && (
            <p>{t('drawer.credit', { amount: formatMoney(account.credit_in_cents) })}</p>
          )}
        </div>
      )}
      {!account && (
        <div className="drawer__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => go(`/sign_in?return_to=${here}`)}
          >
            {t('drawer.sign_in')}
          </button>
          <button type="button" className="button" onClick={() => go(`/register?return_to=${here}`)}>
            {t('drawer.register')}
          </button>
        </div>
      )}
      <nav aria-label={t('drawer.title')}>
        <ul className="drawer__list">
          {account && (
            <>
              {item('/profile', t('drawer.profile'), DRAWER_ICONS.profile)}
              {item('/orders', t('drawer.orders'), DRAWER_ICONS.orders)}
              {item('/favourites', t('drawer.favourites'), DRAWER_ICONS.favourites)}
              {takesDebtorCards && item('/debtorcards', t('drawer.debtor_cards'), DRAWER_ICONS.debtorCards)}
              {delivers && item('/address_management', t('drawer.addresses'), DRAWER_ICONS.addresses)}
            </>
          )}
          {item('/terms_and_conditions', t('drawer.terms'), DRAWER_ICONS.terms)}
        </ul>
      </nav>
      <DrawerExtras dataFree={useSessionStore((state) => state.dataFree)} links={config.links} />
      {account && (
        <button type="button" className="button drawer__logout" onClick={logout}>
          {t('drawer.logout')}
        </button>
      )}
    </Dialog>
  );
}
