import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

interface HasStatus {
  status?: number | null;
  /** ApiError's kind: 'network' for a connection that failed before any answer. */
  kind?: string;
  /** ApiError's: a 401 to a request that carried the shopper's credentials (lib knows no ApiError). */
  endsSession?: boolean;
}

interface Options {
  retry?: boolean;
  /**
   * Called when any query or mutation is answered 401 to the shopper's credentials: the session is
   * over, whichever screen noticed first. One handler for the whole app, so no screen has to
   * remember to check. A 401 from a host that was never sent them is that call's failure only.
   */
  onUnauthorized?: () => void;
}

const unauthorized = (error: unknown) => (error as HasStatus | null)?.endsSession === true;

/**
 * Whether a failed query is asked once more before the shopper sees the error: only a dropped
 * connection or a server error, which a second try often fixes. A 4xx is final; a garbled answer
 * comes back garbled; a timeout has already kept the shopper waiting the whole timeout, and a retry
 * would double it (the error page's 'Try again' is one tap away).
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const { status, kind } = (error ?? {}) as HasStatus;
  if (typeof status === 'number') return status >= 500;
  return kind === 'network';
}

/** One QueryClient per app (and per test): retries only what a retry can fix. */
export function createQueryClient(options: Options = {}): QueryClient {
  const onError = (error: unknown) => {
    if (unauthorized(error)) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        // Catalogue data changes slowly and mobile data is expensive: refetch rarely.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: options.retry === false ? false : retryOnce,
      },
      // A send fails at once without a connection, never waits to go out later unasked: an
      // order or a payment must not be placed silently when the signal comes back.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
