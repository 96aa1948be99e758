import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { createBrowserRouter } from 'react-router';
import { setCredentialsProvider } from '#api/http-target.ts';
import { track } from '#analytics/analytics.ts';
import * as accountKeys from '#api/keys/account.ts';
import { onStorageTrouble } from '#lib/storage.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { holdBasketWrites } from '#domain/basket/write-behind.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { followOtherTabs, removeLegacyKeys } from '#domain/session/housekeeping.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { rememberCommittedPath } from '../navigation/guards';
import { currentHandle } from '../navigation/route-handle';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * A full or blocked storage is said once, and stays until dismissed: the shopper's basket lives in
 * the page only, and closing it would lose it (lib/storage.ts).
 */
export function sayStorageTrouble(): void {
  onStorageTrouble((trouble) =>
    pushAlert({
      id: 'storage',
      kind: 'error',
      message: i18next.t(trouble === 'full' ? 'errors.storage_full' : 'errors.storage_blocked'),
      timeoutMs: null,
    }),
  );
}

/** Local state and credentials, before the first render. */
export function prepareSession(): void {
  removeLegacyKeys();
  // From the first press on: a write that could overwrite another tab's is never made (decision 033).
  holdBasketWrites();
  followOtherTabs();
  setCredentialsProvider(() => {
    const token = useAccountStore.getState().token;
    return token ? { bearer: token } : {};
  });
  // The zero-rated partner links in with ?referer=moya; the mode lasts for the browser session.
  if (new URLSearchParams(window.location.search).get('referer') === 'moya') {
    useSessionStore.getState().setDataFree(true);
  }
}

/**
 * The signed-in shopper's queries leave memory the moment they stop being the signed-in shopper:
 * a sign-out here or in another tab, a session the server ended, another shopper signing in. At
 * once, in the same change, so no save of the kept cache that follows can hold them. Returns the
 * unsubscribe.
 */
export function forgetShopperQueries(queryClient: QueryClient): () => void {
  return useAccountStore.subscribe((state, before) => {
    const was = before.account?.id ?? null;
    if (was !== null && (state.account?.id ?? null) !== was)
      queryClient.removeQueries({ queryKey: accountKeys.all });
  });
}

/** Remembers where the shopper is (for guards) and tracks page views after each navigation. */
export function followNavigation(router: Router): () => void {
  let lastKey: string | null = null;
  const onIdle = () => {
    const { location, matches, navigation } = router.state;
    if (navigation.state !== 'idle' || location.key === lastKey) return;
    lastKey = location.key;
    rememberCommittedPath(location.pathname);
    // Category and product pages track their own view, with what they show.
    if (!currentHandle(matches.map((match) => ({ handle: match.route.handle })))?.tracksOwnPageView)
      track('page_view', { path: location.pathname });
  };
  onIdle();
  return router.subscribe(onIdle);
}
