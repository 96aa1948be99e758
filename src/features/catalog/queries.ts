import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/operations';

// Keys start with the supplier id so one supplier's cache never shows under another.
/** Root categories of a supplier's catalogue. */
export function rootCategoriesQuery(supplierId: number) {
  return queryOptions({
    queryKey: ['catalog', supplierId, 'categories'],
    queryFn: ({ signal }) => api.catalog.listCategories({ supplier_id: supplierId }, { signal }),
    select: (response) => response.categories,
  });
}
