import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { AccountSchema, type Account } from '../api/schemas/account';
import { persistOptions } from './persist-options';

export const ACCOUNT_STORE_KEY = 'storefront.account';

interface PersistedAccount {
  account: Account | null;
  token: string | null;
}

interface AccountState extends PersistedAccount {
  signIn: (account: Account, token: string | null) => void;
  update: (account: Account) => void;
  signOut: () => void;
}

const signedOut: PersistedAccount = { account: null, token: null };

// An account that cannot be read is no account: signed out, its token with it, never half signed in.
const PersistedAccountSchema: z.ZodMiniType<PersistedAccount> = z.catch(
  z.union([
    z.object({ account: AccountSchema, token: z.nullable(z.string()) }),
    z.object({ account: z.null(), token: z.null() }),
  ]),
  { account: null, token: null },
);

/** The signed-in shopper and their bearer token, persisted so a reload stays signed in. */
export const useAccountStore = create<AccountState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (account, token) => set({ account, token }),
      // A profile refresh must not drop the token the session was opened with.
      update: (account) => set({ account }),
      signOut: () => set(signedOut),
    }),
    persistOptions(ACCOUNT_STORE_KEY, 1, PersistedAccountSchema, {
      partialize: (state) => ({ account: state.account, token: state.token }),
    }),
  ),
);

/** Whether a shopper is signed in: the spec's "login means an id is present". Safe outside React. */
export function isSignedIn(): boolean {
  return useAccountStore.getState().account !== null;
}
