import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useOrdersStore } from '../../stores/orders-store';
import { useSuppliersStore, type SelectedSupplier } from '../../stores/suppliers-store';
import { useChooseSupplier } from './use-choose-supplier';

/** The order to add items to, and the shop it was placed at. */
export interface OrderToEdit {
  id: number;
  reference: string;
  shop: SelectedSupplier;
}

/**
 * Order editing mode (spec section 4), for the order page's Update button: the shop becomes the
 * order's (asking first if that empties a basket of another shop's items), so the catalogue offers
 * what the order can take; then each add-to-basket adds to the order instead and ends the mode
 * (features/orders useAddToOrder). Resolves false when the shopper kept their other shop's basket.
 */
export function useStartEditing(): (order: OrderToEdit) => Promise<boolean> {
  const choose = useChooseSupplier();
  const navigate = useNavigate();
  return useCallback(
    async ({ id, reference, shop }) => {
      if (useSuppliersStore.getState().selected?.id !== shop.id) {
        await choose(shop);
        if (useSuppliersStore.getState().selected?.id !== shop.id) return false;
      }
      useOrdersStore.getState().startEditing({
        orderId: id,
        reference,
        supplier: { id: shop.id, api_endpoint: shop.api_endpoint },
      });
      // The shop's catalogue, where the shopper picks what to add.
      void navigate('/');
      return true;
    },
    [choose, navigate],
  );
}
