import type { Offer } from '#api/schemas/catalog.ts';
import { AddToCartDialog } from '#features/catalog/components/add-to-cart-dialog.tsx';
import { useAddToOrder } from '#features/orders/order-changes.ts';
import { useStopEditing } from './end-editing';
import { catalogStrings } from '#features/catalog/strings.ts';

export const strings = [catalogStrings];

/**
 * The add-to-basket panel with what it needs from the orders feature (adding to the order being
 * edited): composed here because features do not import each other. Loads with the panel.
 */
export function AddToCartHost({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  // Adding ends editing: back on the order, which now shows what was added.
  const stopEditing = useStopEditing();
  const addToOrder = useAddToOrder({ onAdded: stopEditing });
  return <AddToCartDialog offer={offer} onClose={onClose} addToOrder={addToOrder} />;
}
