import type { Offer } from '#api/schemas/catalog.ts';
import { basketSupplierId, useCartStore } from './cart-store';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';

// The rule of the screens that add offers (product page, offer lists), beside the basket's store
// rather than in it: it asks the shopper (the dialogs) and reads the chosen shop, which the basket's
// own actions never need.

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
