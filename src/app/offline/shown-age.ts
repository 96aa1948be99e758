import type { QueryClient } from '@tanstack/react-query';

/**
 * When the oldest catalogue answer on screen was fetched (ms since the epoch), or null when the
 * page shows none. Offline, that is the age of the prices the shopper is looking at.
 */
export function oldestShownAnswer(queryClient: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    const updated = query.state.dataUpdatedAt;
    if (query.queryKey[0] !== 'catalog' || !updated || query.getObserversCount() === 0) continue;
    if (oldest === null || updated < oldest) oldest = updated;
  }
  return oldest;
}
