import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import * as accountKeys from '../../api/keys/account';
import { pushAlert } from '../../stores/alerts-store';
import { clearAccountTraces } from '../../stores/sign-out';
import { currentHandle } from '../navigation/route-handle';
import './strings';

/**
 * The one way the shell signs a shopper out (logout, or the server no longer knowing the session):
 * storage and cached account data are cleared, a page that needs an account is left for home.
 */
export function useSignOut(): () => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const needsAccount = currentHandle(useMatches())?.auth === true;
  return useCallback(() => {
    clearAccountTraces();
    // Account queries (addresses, open orders) live under ['account'].
    queryClient.removeQueries({ queryKey: accountKeys.all });
    if (needsAccount) void navigate('/');
    pushAlert({ kind: 'success', message: t('drawer.signed_out') });
  }, [needsAccount, navigate, queryClient, t]);
}
