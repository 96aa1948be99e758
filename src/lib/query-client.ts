import { QueryClient } from '@tanstack/react-query';

interface HasStatus {
  status?: number | null;
}

/** One QueryClient per app (and per test): retries only what a retry can fix. */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
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
