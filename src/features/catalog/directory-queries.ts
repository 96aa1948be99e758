import { queryOptions } from '@tanstack/react-query';
import { directoryApi } from '#api/operations/directory.ts';
import * as catalogKeys from '#api/keys/catalog.ts';

// The directory's queries (api/operations/directory.ts), for the agencies and nearby-leaflets
// screens: not the chosen shop's catalogue, so they stay out of the catalogue's first pages.

/**
 * Leaflets within `radius` km of a point (v2). The key holds the supplier the point came from
 * (null: the deployment's map position), so switching supplier never shows another's leaflets.
 */
export function nearbyLeafletsQuery(
  supplierId: number | null,
  position: { lat: number; lon: number },
  radius: number,
) {
  return queryOptions({
    queryKey: catalogKeys.leafletsNearby(supplierId, position.lat, position.lon, radius),
    queryFn: ({ signal }) => directoryApi.getLeaflets({ ...position, radius }, { signal }),
    select: (response) => response.leaflets,
  });
}

/** Agencies and their stores (v2). Not tied to a supplier, hence null in the supplier slot. */
export function agenciesQuery() {
  return queryOptions({
    queryKey: catalogKeys.agencies(),
    queryFn: ({ signal }) => directoryApi.getAgencies({}, { signal }),
    select: (response) => response.agencies,
  });
}
