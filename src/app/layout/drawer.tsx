import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Dialog } from '#components/ui/dialog.tsx';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { useChosenShopServices } from '#features/suppliers/shop-services.ts';
import { formatMoney } from '#lib/money.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { DrawerExtras } from './drawer-extras';
import { useSignOut } from './use-sign-out';
import { drawerStrings } from './strings';

export const strings = [drawerStrings];

/** The side menu: who is signed in, account pages, links, language and logout. */
export function AppDrawer() {
  const { t } = useTranslation();
  const open = useDialogsStore((state) => state.drawer);
  const setDrawer = useDialogsStore((state) => state.setDrawer);
  const account = useAccountStore((state) => state.account);
  const location = useLocation();
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

  const item = (to: string, label: string) => (
    <li>
      <Link to={to} onClick={close}>
        {label}
      </Link>
    </li>
  );

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
      <nav aria-label={t('drawer.title')}>
        <ul className="drawer__list">
          {account ? (
            <>
              {item('/profile', t('drawer.profile'))}
              {item('/orders', t('drawer.orders'))}
              {takesDebtorCards && item('/debtorcards', t('drawer.debtor_cards'))}
              {delivers && item('/address_management', t('drawer.addresses'))}
            </>
          ) : (
            <>
              {item(`/sign_in?return_to=${here}`, t('drawer.sign_in'))}
              {item(`/register?return_to=${here}`, t('drawer.register'))}
            </>
          )}
          {item('/terms_and_conditions', t('drawer.terms'))}
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
