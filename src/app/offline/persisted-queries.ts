import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { SAVED_QUERIES_KEY } from '#stores/store-keys.ts';
import { idbStorage } from './idb-storage';
import { localStore } from '#lib/storage.ts';

// The query cache, kept in IndexedDB between visits so a returning shopper's pages render before
// (or without) any network answer. Only what a page shows is kept: the catalogue, suppliers, and
// the shopper's addresses, cards and orders. Never a basket's pricing (validation, comparison) or a
// payment: those are asked fresh every time, so no kept answer can stand in for a price or a payment.

/** Whose cache it is: another build, shopper or shop finds none. */
export interface CacheScope {
  deployment: string;
  build: string;
  account: number | null;
  supplier: number | null;
}

/** A kept answer older than this is not shown: a week-old price list misleads more than it helps. */
export const MAX_AGE_MS = 7 * 24 * 3600_000;

const ACCOUNT_DATA: ReadonlySet<unknown> = new Set(['addresses', 'debtor-cards', 'orders']);

/**
 * Whether a query's answer is kept between visits, in the cache of `account` (the shopper signed
 * in when it is saved): another shopper's data, still in memory a moment after they signed out in
 * another tab, is never written under someone else's scope or the signed-out one.
 */
export function isKept(query: Pick<Query, 'queryKey' | 'state'>, account: number | null): boolean {
  if (query.state.status !== 'success') return false;
  const [root, owner, kind, , below] = query.queryKey;
  if (root === 'suppliers') return true;
  // Timeslots fill up by the minute; a kept one would offer a slot that is gone.
  if (root === 'catalog') return kind !== 'timeslots';
  // An order's payment transactions are asked fresh: they decide whether to pay again.
  return (
    root === 'account' &&
    account !== null &&
    owner === account &&
    ACCOUNT_DATA.has(kind) &&
    below !== 'transactions'
  );
}

const buster = (scope: CacheScope) => JSON.stringify([scope.build, scope.account, scope.supplier]);

const keyOf = (scope: Pick<CacheScope, 'deployment'>) => `storefront.queries:${scope.deployment}`;

/** The kept cache of a deployment, in IndexedDB as the object it is. */
const persisterFor = (scope: CacheScope): Persister => ({
  persistClient: (client) => idbStorage.set(keyOf(scope), client),
  restoreClient: () => idbStorage.get(keyOf(scope)) as Promise<PersistedClient | undefined>,
  removeClient: () => idbStorage.remove(keyOf(scope)),
});

/**
 * How long the first page waits for the kept cache. WebKit sometimes never answers
 * `indexedDB.open`: without a deadline every visit would stay on the splash.
 */
export const RESTORE_DEADLINE_MS = 1000;

/**
 * Puts the kept answers back into the cache, all marked stale, so what shows at once is refetched
 * in the background as each page mounts. A kept cache of another scope is dropped. Storage that
 * has not answered within RESTORE_DEADLINE_MS is given up on: the shop starts without the cache,
 * and an answer after that is dropped, so it never stands over what the page has fetched since.
 */
export async function restoreQueries(queryClient: QueryClient, scope: CacheScope): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`kept query cache not read within ${RESTORE_DEADLINE_MS / 1000} s, starting without it`);
      resolve(undefined);
    }, RESTORE_DEADLINE_MS);
  });
  const persister = persisterFor(scope);
  const restored = persistQueryClientRestore({
    queryClient,
    // Past the deadline the read counts as empty: nothing it brings later is hydrated.
    persister: { ...persister, restoreClient: () => Promise.race([persister.restoreClient(), deadline]) },
    buster: buster(scope),
    maxAge: MAX_AGE_MS,
  });
  // Dropping a stale cache (removeClient) may still wait on storage after the deadline: unheard.
  restored.catch(() => undefined);
  try {
    await Promise.race([restored, deadline]);
  } finally {
    clearTimeout(timer);
  }
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

/** Forgets the kept cache: on sign-out, and whenever a scope changes. */
export async function forgetQueries(scope: Pick<CacheScope, 'deployment'>): Promise<void> {
  localStore.removeItem(SAVED_QUERIES_KEY);
  // Without IndexedDB (some private modes) nothing was kept, so there is nothing to forget.
  await idbStorage.remove(keyOf(scope)).catch(() => undefined);
}

const QUIET_MS = 2000;

/**
 * Keeps the cache as it changes: at most every two seconds (a scrolled list's pages come in
 * bursts), and at once when the page is hidden, since a phone may kill a hidden tab unasked.
 * `scope` is read at each save, so a shopper who signs in or changes shop is saved as such.
 * Returns a function that stops it.
 */
export function saveQueries(queryClient: QueryClient, scope: () => CacheScope): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const now = scope();
    localStore.setItem(SAVED_QUERIES_KEY, '1');
    persistQueryClientSave({
      queryClient,
      persister: persisterFor(now),
      buster: buster(now),
      dehydrateOptions: { shouldDehydrateQuery: (query) => isKept(query, now.account) },
    }).catch((error: unknown) => console.warn('could not keep the query cache', error));
  };
  const later = () => {
    timer ??= setTimeout(save, QUIET_MS);
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  // Any event: a page's observers coming and going costs one timer, not a save each.
  const stop = queryClient.getQueryCache().subscribe(later);
  document.addEventListener('visibilitychange', onHide);
  // The first page's answers came before this listened: keep them too.
  later();
  return () => {
    stop();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHide);
  };
}
