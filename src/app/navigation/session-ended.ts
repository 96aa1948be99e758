import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { createBrowserRouter } from 'react-router';
import * as accountKeys from '../../api/keys/account';
import { isSignedIn } from '../../stores/account-store';
import { pushAlert } from '../../stores/alerts-store';
import { clearAccountTraces } from '../../stores/sign-out';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * What a 401 from any call means: the server no longer accepts the shopper's session. Signs out
 * as logout does (the basket stays: it holds offers, not the shopper; so does an open payment, to
 * resume after sign-in), says so, and goes to sign
 * in with a way back to where the shopper was. Several calls failing at once sign out once.
 */
export function endSession(queryClient: QueryClient, router: Router): void {
  if (!isSignedIn()) return;
  clearAccountTraces({ sessionEnded: true });
  // Account queries (addresses, orders, open orders) live under ['account'].
  queryClient.removeQueries({ queryKey: accountKeys.all });
  pushAlert({ kind: 'error', message: i18next.t('account.session_ended') });
  const { pathname, search } = router.state.location;
  if (pathname !== '/sign_in')
    void router.navigate(`/sign_in?return_to=${encodeURIComponent(pathname + search)}`);
}
