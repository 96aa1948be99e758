import { setCredentialsProvider } from '../../../src/api/http';
import { accountApi } from '../../../src/api/operations/account';
import { ACCOUNT_STORE_KEY, useAccountStore } from '../../../src/stores/account-store';

export const DEMO = { login: '0821234567', password: 'demo1234' } as const;
export const DEBTOR = { login: '0837654321', password: 'debtor1234' } as const;

/**
 * Signs a seeded shopper in against the fake backend (msw node server) and keeps the session the
 * way the app does, so calls that need the shopper's token reach the backend as a real session.
 */
export async function signInAs(credentials: { login: string; password: string } = DEMO): Promise<void> {
  setCredentialsProvider(() => {
    const token = useAccountStore.getState().token;
    return token ? { bearer: token } : {};
  });
  const { account } = await accountApi.signIn({ body: credentials });
  const { auth_token: token, ...rest } = account;
  useAccountStore.getState().signIn(rest, token ?? null);
}

/**
 * What a page reload does to the account store: this tab's memory is gone and the store is read
 * back from what it wrote to localStorage (so only what it chose to store survives).
 */
export async function reloadAccount(): Promise<void> {
  const stored = localStorage.getItem(ACCOUNT_STORE_KEY);
  useAccountStore.setState(useAccountStore.getInitialState(), true);
  if (stored === null) localStorage.removeItem(ACCOUNT_STORE_KEY);
  else localStorage.setItem(ACCOUNT_STORE_KEY, stored);
  await useAccountStore.persist.rehydrate();
}
