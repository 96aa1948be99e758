import i18next from 'i18next';
import { isSignedIn } from '#stores/account-store.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { clearAccountTraces } from './sign-out';

/**
 * The server no longer accepts the shopper's session (a 401 to their token): signs out as logout
 * does, but keeps the basket, an open payment and the checkout for the same shopper to resume after
 * signing in (decision 024), and says why. False when nobody was signed in, so several calls failing
 * at once end the session once. Whoever calls it sends the shopper to sign in with a way back.
 */
export function endSessionHere(): boolean {
  if (!isSignedIn()) return false;
  clearAccountTraces({ sessionEnded: true });
  pushAlert({ kind: 'error', message: i18next.t('account.session_ended') });
  return true;
}
