import type { Offer } from '#api/schemas/catalog.ts';
import { basketQty, basketSupplierId, useCartStore } from './cart-store';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';

// The basket's rules for screens (product page, offers, the basket screen), beside the store that
// keeps it rather than in it: every page loads the store, and only these screens need them.

/**
 * Sets an offer's quantity in the basket. While a shop is chosen the basket holds that shop's
 * offers, so an offer from another supplier asks `replaceMessage` first and empties the basket on
 * yes (false when declined). Market mode's price comparison (no shop chosen) fills one basket from
 * every shop, to be compared and ordered at one of them.
 */
export async function putInBasket(offer: Offer, qty: number, replaceMessage: string): Promise<boolean> {
  const basketSupplier = basketSupplierId(useCartStore.getState());
  const comparing = useSuppliersStore.getState().selected === null;
  const otherSupplier = !comparing && basketSupplier !== null && basketSupplier !== offer.supplier.id;
  if (otherSupplier) {
    if (!(await useDialogsStore.getState().askConfirm(replaceMessage))) return false;
    useCartStore.getState().clear();
  }
  useCartStore.getState().setQty(offer, qty);
  return true;
}

/**
 * Sets a line's quantity by offer id, keeping the price the shopper saw (the basket screen's
 * stepper has no fresh offer). Zero or less removes the line; an unknown offer changes nothing.
 */
export function setLineQty(offerId: number, qty: number): void {
  useCartStore.setState((state) => {
    const rounded = basketQty(qty);
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
