import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { AccountSchema, type Account } from '#api/schemas/account.ts';
import { persistOptions } from '#lib/persist-options.ts';
import { ACCOUNT_STORE_KEY } from './store-keys';

// What the app can read again from the server about a person stays out of storage (issue 11
// item 10): a stored account is a name and a session, not an ID number, addresses or cards.
const UNSTORED = { addresses: true, id_number: true, debtor_cards: true } as const;
type Unstored = Pick<Account, keyof typeof UNSTORED>;
type StoredAccount = Omit<Account, keyof typeof UNSTORED>;

/** The unstored parts of an account read back from storage, until a screen re-reads them. */
const notLoaded = (): Unstored => ({ addresses: [], id_number: null, debtor_cards: [] });

interface StoredSession {
  account: StoredAccount | null;
  token: string | null;
}

interface AccountState {
  account: Account | null;
  token: string | null;
  /**
   * Whether `account` holds the unstored parts (addresses, ID number, debtor cards) as the server
   * gave them in this tab. False for an account read back from storage: those parts are empty
   * then, and a screen that shows them re-reads the account first.
   */
  complete: boolean;
  signIn: (account: Account, token: string | null) => void;
  /** The account as the server answered it (the unstored parts included); the token is kept. */
  update: (account: Account) => void;
  signOut: () => void;
}

const signedOut = { account: null, token: null, complete: false };

// An account that cannot be read is no account: signed out, its token with it, never half signed in.
// A stored account reads with its unstored parts empty, so the in-memory Account stays whole.
const StoredSessionSchema: z.ZodMiniType<StoredSession> = z.catch(
  z.union([
    z.object({
      account: z.pipe(
        z.omit(AccountSchema, UNSTORED),
        z.transform((account): Account => ({ ...account, ...notLoaded() })),
      ),
      token: z.nullable(z.string()),
    }),
    z.object({ account: z.null(), token: z.null() }),
  ]),
  { account: null, token: null },
);

const options = persistOptions<AccountState, StoredSession>(ACCOUNT_STORE_KEY, 2, StoredSessionSchema, {
  partialize: ({ account, token }) => ({ account: account && withoutUnstored(account), token }),
  // Version 1 stored the whole account; the schema drops the unstored parts, and the write that
  // follows a migration takes them out of storage.
  migrate: (persisted, from) => (from === 1 ? persisted : null),
});

function withoutUnstored({
  addresses: _a,
  id_number: _i,
  debtor_cards: _d,
  ...stored
}: Account): StoredAccount {
  return stored;
}

/** The signed-in shopper and their bearer token, persisted so a reload stays signed in. */
export const useAccountStore = create<AccountState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (account, token) => set({ account, token, complete: true }),
      // A profile refresh must not drop the token the session was opened with.
      update: (account) => set({ account, complete: true }),
      signOut: () => set(signedOut),
    }),
    {
      ...options,
      // Whatever was read (at start, or another tab's write) lacks the unstored parts: screens
      // that show them read the account again.
      merge: (persisted, current) => ({
        ...(options.merge?.(persisted, current) ?? current),
        complete: false,
      }),
    },
  ),
);

/** Whether a shopper is signed in: the spec's "login means an id is present". Safe outside React. */
export function isSignedIn(): boolean {
  return useAccountStore.getState().account !== null;
}
