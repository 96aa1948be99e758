import { queryOptions } from '@tanstack/react-query';
import * as termsKeys from '#api/keys/terms.ts';
import { termsApi } from '#api/operations/terms.ts';

/**
 * The deployment's terms document at `url` (its config's terms_url). Terms change rarely and a
 * shopper reads them once: no refetch while the tab is open; Try again still asks afresh.
 */
export function termsQuery(url: string) {
  return queryOptions({
    queryKey: termsKeys.document(url),
    queryFn: ({ signal }) => termsApi.getTerms({}, { signal }),
    staleTime: Infinity,
  });
}
