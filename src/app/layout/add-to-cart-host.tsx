import type { Offer } from '../../api/schemas/catalog';
import { AddToCartDialog } from '../../features/catalog/components/add-to-cart-dialog';
import { useAddToOrder } from '../../features/orders/order-changes';

/**
 * The add-to-basket panel with what it needs from the orders feature (adding to the order being
 * edited): composed here because features do not import each other. Loads with the panel.
 */
export function AddToCartHost({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  const addToOrder = useAddToOrder();
  return <AddToCartDialog offer={offer} onClose={onClose} addToOrder={addToOrder} />;
}
