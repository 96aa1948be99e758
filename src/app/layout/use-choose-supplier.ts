import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as catalogKeys from '#api/keys/catalog.ts';
import { linesNotFrom, useCartStore } from '#domain/basket/cart-store.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useSuppliersStore, type SelectedSupplier } from '#stores/suppliers-store.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';

/**
 * Chooses a supplier (or market mode's price comparison with null) and returns home. The basket
 * keeps what the chosen shop sells: choosing the shop it was filled at (again, after Home) or
 * price comparison keeps it whole; another shop drops the lines that shop does not carry, after
 * the shopper confirms. Cached offers go with the shop they belong to.
 */
export function useChooseSupplier(): (supplier: SelectedSupplier | null) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (supplier) => {
      // Choosing a shop ends order editing (end-editing.ts, without going back to the shop before):
      // nothing is lost, what was added is on the order.
      useOrdersStore.getState().stopEditing();
      const suppliers = useSuppliersStore.getState();
      const current = suppliers.selected?.id ?? null;
      const next = supplier?.id ?? null;
      // Price comparison (null) compares the basket rather than replacing it.
      const lost = next === null ? 0 : linesNotFrom(useCartStore.getState(), next);
      // Emptying a filled basket is never silent: the shopper may have tapped the wrong branch.
      if (lost > 0 && !(await useDialogsStore.getState().askConfirm(t('supplier.confirm_switch')))) return;
      if (next !== null && lost > 0) useCartStore.getState().keepOnly(next);
      if (current !== next) {
        queryClient.removeQueries({ queryKey: catalogKeys.all });
        if (supplier)
          suppliers.select({ id: supplier.id, name: supplier.name, api_endpoint: supplier.api_endpoint });
        else suppliers.clear();
      }
      useDialogsStore.getState().setSupplierSelector(false);
      void navigate('/');
    },
    [navigate, queryClient, t],
  );
}
