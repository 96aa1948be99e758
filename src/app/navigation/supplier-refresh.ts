import type { QueryClient } from '@tanstack/react-query';
import { supplierQuery } from '#features/suppliers/queries.ts';
import { todayInJohannesburg } from '#lib/today.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useNoticesStore } from '#stores/notices-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';

/**
 * Re-reads the chosen supplier so a renamed shop, a moved API endpoint or a closure shows up
 * without a reload. Shows the supplier's closed_text once per day per supplier. Failures are
 * only logged: the shopper keeps browsing with what we had.
 */
export async function refreshSupplier(queryClient: QueryClient): Promise<void> {
  const selected = useSuppliersStore.getState().selected;
  if (!selected) return;
  let supplier;
  try {
    const response = await queryClient.fetchQuery(supplierQuery(selected.id));
    supplier = response.supplier;
  } catch (error) {
    console.warn('supplier refresh failed', error);
    return;
  }
  // The shopper may have switched supplier while this was in flight.
  if (useSuppliersStore.getState().selected?.id !== supplier.id) return;
  if (supplier.name !== selected.name || supplier.api_endpoint !== selected.api_endpoint) {
    useSuppliersStore
      .getState()
      .select({ id: supplier.id, name: supplier.name, api_endpoint: supplier.api_endpoint });
  }
  if (!supplier.closed_text) return;
  const today = todayInJohannesburg();
  const notices = useNoticesStore.getState();
  if (notices.closedShown[String(supplier.id)] === today) return;
  notices.markClosedShown(supplier.id, today);
  useDialogsStore
    .getState()
    .showSupplierClosed({ supplierId: supplier.id, name: supplier.name, text: supplier.closed_text });
}
