import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Supplier } from '../../api/schemas/supplier';
import { useCartStore } from '../../stores/cart-store';
import { useDialogsStore } from '../../stores/dialogs-store';
import { useOrdersStore } from '../../stores/orders-store';
import { useSuppliersStore } from '../../stores/suppliers-store';

/**
 * Chooses a supplier (or market mode's price comparison with null). A different supplier empties
 * the basket and drops cached offers: prices and stock belong to one supplier. Returns home.
 */
export function useChooseSupplier(): (supplier: Supplier | null) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (supplier) => {
      if (useOrdersStore.getState().editing) return;
      const suppliers = useSuppliersStore.getState();
      const current = suppliers.selected?.id ?? null;
      const next = supplier?.id ?? null;
      const basketSupplier = useCartStore.getState().supplierId;
      // Emptying a filled basket is never silent: the shopper may have tapped the wrong branch.
      // Price comparison (null) compares the basket rather than replacing it.
      const losesBasket = next !== null && basketSupplier !== null && basketSupplier !== next;
      if (losesBasket && !(await useDialogsStore.getState().askConfirm(t('supplier.confirm_switch')))) return;
      if (current !== next || losesBasket) {
        useCartStore.getState().clear();
        queryClient.removeQueries({ queryKey: ['catalog'] });
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
