import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Account } from '../api/schemas/account';

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
    {
      name: ACCOUNT_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ account: state.account, token: state.token }),
      migrate: (persisted, version) => {
        // Version 0 never shipped; anything older than 1 is dropped rather than guessed at.
        if (version < 1) return signedOut;
        return persisted as PersistedAccount;
      },
    },
  ),
);

/** Whether a shopper is signed in: the spec's "login means an id is present". Safe outside React. */
export function isSignedIn(): boolean {
  return useAccountStore.getState().account !== null;
}
