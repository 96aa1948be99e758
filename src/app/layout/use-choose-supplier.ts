import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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
export function useChooseSupplier(): (supplier: Supplier | null) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (supplier) => {
      if (useOrdersStore.getState().editing) return;
      const suppliers = useSuppliersStore.getState();
      const current = suppliers.selected?.id ?? null;
      const next = supplier?.id ?? null;
      if (current !== next) {
        useCartStore.getState().clear();
        queryClient.removeQueries({ queryKey: ['catalog'] });
        if (supplier)
          suppliers.select({ id: supplier.id, name: supplier.name, api_endpoint: supplier.api_endpoint });
        else suppliers.clear();
      }
      useDialogsStore.getState().setSupplierSelector(false);
      void navigate('/');
    },
    [navigate, queryClient],
  );
}
