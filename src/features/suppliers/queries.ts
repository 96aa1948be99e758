import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/operations';

/** Suppliers near a point, nearest first. */
export function nearbySuppliersQuery(position: { lat: number; lon: number }) {
  return queryOptions({
    queryKey: ['suppliers', 'nearby', position.lat, position.lon],
    queryFn: ({ signal }) => api.catalog.suppliersDistanceFrom(position, { signal }),
    select: (response) => response.suppliers.filter((supplier) => !supplier.disabled),
  });
}
