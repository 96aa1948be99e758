import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

interface HasStatus {
  status?: number | null;
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
        retry:
          options.retry === false
            ? false
            : (failureCount, error) => {
                // 4xx answers are final; network and 5xx failures get one more try.
                const status = (error as HasStatus).status;
                if (typeof status === 'number' && status >= 400 && status < 500) return false;
                return failureCount < 1;
              },
      },
      mutations: { retry: false },
    },
  });
}
