import i18next from 'i18next';
import type { Account } from '#api/schemas/account.ts';
import { followKeyInOtherTabs } from '#lib/follow-tabs.ts';
import { localStore } from '#lib/storage.ts';
import { isSignedIn, useAccountStore } from '#stores/account-store.ts';
import { forgetConsent } from '#stores/ad-consent.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { useNoticesStore } from '#stores/notices-store.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { CHECKOUT_MARKS_KEY, CHECKOUT_STORE_KEY, PAYMENTS_STORE_KEY } from '#stores/store-keys.ts';
import { useCartStore } from '../basket/cart-store';
import { useOrdersStore } from '../orders/editing-store';

// A shopper's session on this device, from sign-in to its end, and what each store forgets at each
// moment: one table (FORGETTING), instead of stores that follow the account store on their own.
// The app's query cache forgets the shopper's answers as the account changes (app/boot).

/** The moments a session changes, as this tab learns of them. */
export type SessionMoment =
  /** The shopper pressed Log out here. */
  | 'signed-out'
  /** The server no longer accepts their token (a 401): the same shopper signs in and resumes. */
  | 'session-ended'
  /** Another tab signed out or its session ended: that tab already forgot what storage holds. */
  | 'ended-elsewhere'
  /** A shopper signed in, here or in another tab: what another shopper left must go. */
  | 'signed-in';

const ENDS: readonly SessionMoment[] = ['signed-out', 'session-ended', 'ended-elsewhere'];

/**
 * A store that loads with its screens (checkout, payments): its storage is dealt with at once;
 * its memory too when its module is loaded (import() of a loaded module answers in the same tick,
 * and one not loaded yet reads storage when it loads).
 */
interface LazyStore {
  keys: readonly string[];
  load: () => Promise<{ forget: () => void; followStorage: () => void; keepOnlyFor?: (id: number) => void }>;
}

const CHECKOUT: LazyStore = {
  keys: [CHECKOUT_STORE_KEY, CHECKOUT_MARKS_KEY],
  load: () => import('../checkout/checkout-store').then((m) => m.checkoutSession),
};
const PAYMENTS: LazyStore = {
  keys: [PAYMENTS_STORE_KEY],
  load: () => import('../orders/payments-store').then((m) => m.paymentsSession),
};

const forgetAll = (store: LazyStore) => {
  store.keys.forEach((key) => localStore.removeItem(key));
  return store.load().then((m) => m.forget());
};
/** Another tab changed or removed it: a loaded store reads storage again. */
const followStorage = (store: LazyStore) => store.load().then((m) => m.followStorage());

interface Forgetting {
  what: string;
  on: readonly SessionMoment[];
  forget: (moment: SessionMoment) => unknown;
}

/** What each store forgets, and at which moments. Run in this order. */
export const FORGETTING: readonly Forgetting[] = [
  {
    // Kept when only the session ended, and when another shopper signs in (each attempt names its
    // shopper, and only theirs is read): a payment they may still be making is found again.
    what: 'payment attempts: they name the shopper’s orders',
    on: ['signed-out', 'ended-elsewhere'],
    forget: (moment) => (moment === 'signed-out' ? forgetAll(PAYMENTS) : followStorage(PAYMENTS)),
  },
  {
    what: 'the checkout and its Place order marks: address, credit, order (kept when only the session ended)',
    on: ['signed-out', 'ended-elsewhere', 'signed-in'],
    forget: (moment) =>
      moment === 'signed-out'
        ? forgetAll(CHECKOUT)
        : moment === 'ended-elsewhere'
          ? followStorage(CHECKOUT)
          : keepOnlyForShopper(CHECKOUT),
  },
  { what: 'the answer to the consent notice (decision 032)', on: ['signed-out'], forget: forgetConsent },
  {
    // Kept when only the session ended: the same shopper signs in again and finds them.
    what: 'their favourite products (decision 040)',
    on: ['signed-out'],
    forget: () => {
      const id = useAccountStore.getState().account?.id;
      if (id === undefined) return undefined;
      return import('../favourites/favourites-store').then((m) =>
        m.useFavouritesStore.getState().forgetShopper(id),
      );
    },
  },
  {
    what: 'the account and its token',
    on: ['signed-out', 'session-ended'],
    forget: () => useAccountStore.getState().signOut(),
  },
  {
    what: 'order editing, and the basket of items being added to that order',
    on: ENDS,
    forget: () => {
      const editing = useOrdersStore.getState().editing !== null;
      useOrdersStore.getState().stopEditing();
      if (editing) useCartStore.getState().clear();
    },
  },
  {
    what: 'the back target (it can be one of their order pages)',
    on: ENDS,
    forget: () => useSessionStore.getState().setBackTarget(null),
  },
  {
    what: 'their order ids: offered for review, told about as open',
    on: ENDS,
    forget: () => {
      useNoticesStore.setState({ reviewsOffered: [] });
      useSessionStore.setState({ openOrdersSeen: [] });
    },
  },
];

function keepOnlyForShopper(store: LazyStore) {
  const id = useAccountStore.getState().account?.id;
  return id === undefined ? undefined : store.load().then((m) => m.keepOnlyFor?.(id));
}

/** Runs the table for `moment`; what loads later (a store's module) finishes in the background. */
export function sessionMoment(moment: SessionMoment): Promise<unknown> {
  const pending = FORGETTING.filter(({ on }) => on.includes(moment)).map(({ what, forget }) =>
    Promise.resolve(forget(moment)).catch((error: unknown) =>
      console.warn(`could not forget ${what}`, error),
    ),
  );
  return Promise.all(pending);
}

/** Signs a shopper in; what another shopper left on this device goes. */
export function startSession(account: Account, token: string | null): void {
  useAccountStore.getState().signIn(account, token);
  void sessionMoment('signed-in');
}

/**
 * Signs out and leaves nothing of the shopper in storage: the account and token, the checkout,
 * payments, order editing. The basket stays unless it was editing an order: it holds offers, not
 * the shopper.
 */
export function signOut(): Promise<unknown> {
  return sessionMoment('signed-out');
}

/**
 * The server no longer accepts the shopper's session (a 401 to their token): signs out, but keeps
 * the basket, an open payment and the checkout for the same shopper to resume after signing in
 * (decision 024), and says why. False when nobody was signed in, so several calls failing at once
 * end the session once. Whoever calls it sends the shopper to sign in with a way back.
 */
export function endSessionHere(): boolean {
  if (!isSignedIn()) return false;
  void sessionMoment('session-ended');
  pushAlert({ kind: 'error', message: i18next.t('account.session_ended') });
  return true;
}

/** Follows the stores that load with their screens as another tab changes them. */
export function followLazyStoresInOtherTabs(target: Window): () => void {
  const stops = [CHECKOUT, PAYMENTS].flatMap((store) =>
    store.keys.map((key) =>
      followKeyInOtherTabs(
        target,
        key,
        { persist: { rehydrate: () => followStorage(store) } },
        () => void followStorage(store),
      ),
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** Reads the account another tab wrote, and takes the moment it means here. */
export async function followAccountWrite(): Promise<void> {
  const before = useAccountStore.getState().account?.id ?? null;
  await useAccountStore.persist.rehydrate();
  const now = useAccountStore.getState().account?.id ?? null;
  if (before !== null && now === null) await sessionMoment('ended-elsewhere');
  else if (now !== null && now !== before) await sessionMoment('signed-in');
}
