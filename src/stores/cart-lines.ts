import { roundQty } from '../lib/quantity';
import { useCartStore } from './cart-store';

// Basket-screen edits of the cart, beside the store but outside it: only the basket's chunk needs
// them, and every page loads the store.

/**
 * Sets a line's quantity by offer id, keeping the price the shopper saw (the basket screen's
 * stepper has no fresh offer). Zero or less removes the line; an unknown offer changes nothing.
 */
export function setLineQty(offerId: number, qty: number): void {
  useCartStore.setState((state) => {
    const rounded = roundQty(qty);
    if (!(rounded > 0)) return { items: state.items.filter((item) => item.offer_id !== offerId) };
    if (!state.items.some((item) => item.offer_id === offerId)) return state;
    return {
      items: state.items.map((item) => (item.offer_id === offerId ? { ...item, qty: rounded } : item)),
    };
  });
}

/** Drops several lines at once (say, every out-of-stock line before checkout). */
export function removeLines(offerIds: readonly number[]): void {
  const gone = new Set(offerIds);
  useCartStore.setState((state) => ({ items: state.items.filter((item) => !gone.has(item.offer_id)) }));
}
