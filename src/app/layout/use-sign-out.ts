import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { pushAlert } from '#stores/alerts-store.ts';
import { signOut } from '#domain/session/lifecycle.ts';
import { currentHandle } from '../navigation/route-handle';

/**
 * The one way the shell signs a shopper out (logout, or the server no longer knowing the session):
 * storage is cleared, and with the account the cached account data go (forgetShopperQueries in
 * app/boot/session-setup.ts); a page that needs an account is left for home.
 */
export function useSignOut(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const needsAccount = currentHandle(useMatches())?.auth === true;
  return useCallback(() => {
    void signOut();
    if (needsAccount) void navigate('/');
    pushAlert({ kind: 'success', message: t('drawer.signed_out') });
  }, [needsAccount, navigate, t]);
}
