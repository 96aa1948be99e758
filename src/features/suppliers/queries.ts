import { queryOptions } from '@tanstack/react-query';
import { catalogApi } from '#api/operations/catalog.ts';
import * as supplierKeys from '#api/keys/suppliers.ts';

/** Suppliers within `radius` km of a point (all when no radius), nearest first, disabled ones left out. */
export function nearbySuppliersQuery(position: { lat: number; lon: number }, radius?: number) {
  return queryOptions({
    queryKey: supplierKeys.nearby(position.lat, position.lon, radius ?? null),
    queryFn: ({ signal }) =>
      catalogApi.suppliersDistanceFrom({ ...position, ...(radius ? { radius } : {}) }, { signal }),
    select: (response) => response.suppliers.filter((supplier) => !supplier.disabled),
  });
}

/** One supplier, fresh on every navigation (spec: each navigation refreshes the current supplier). */
export function supplierQuery(id: number) {
  return queryOptions({
    queryKey: supplierKeys.detail(id),
    queryFn: ({ signal }) => catalogApi.getSupplier({ id }, { signal }),
    select: (response) => response.supplier,
    staleTime: 0,
  });
}
