import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '#api/operations/account.ts';
import { geoApi } from '#api/operations/geo.ts';
import * as accountKeys from '#api/keys/account.ts';
import * as geoKeys from '#api/keys/geo.ts';

/**
 * The signed-in shopper's saved delivery addresses, newest last as the server keeps them. Under
 * ['account'] so signing out (which removes every account query) drops the address book too.
 */
export function addressesQuery(userId: number) {
  return queryOptions({
    queryKey: accountKeys.addresses(userId),
    queryFn: ({ signal }) => accountApi.listAddresses({ user_id: userId }, { signal }),
    select: (response) => response.addresses,
  });
}

export const GEOCODE_LIMIT = 8;

/** Geocoder hits for a search the shopper submitted; results for a text do not change, so keep them. */
export function geocodeQuery(text: string) {
  return queryOptions({
    queryKey: geoKeys.search(text),
    queryFn: ({ signal }) =>
      geoApi.searchAddress(
        { q: text, format: 'jsonv2', limit: GEOCODE_LIMIT, countrycodes: 'za' },
        { signal },
      ),
    staleTime: Infinity,
    enabled: text.trim().length > 0,
  });
}
