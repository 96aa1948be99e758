import { useCheckoutStore, type DispatchChoice } from './checkout-store';

/**
 * Chooses how the order leaves the shop; a new choice also asks again for date and payment.
 * Beside the store rather than in it: only the dispatch step needs it, and every page loads the store.
 */
export function chooseDispatch(choice: DispatchChoice): void {
  const checkout = useCheckoutStore.getState();
  if (checkout.dispatch === choice.name) return;
  checkout.setRequiresShipping(choice.requires_shipping);
  // Collection and delivery slots differ, and so do the payment options of each method.
  checkout.patch({
    dispatch: choice.name,
    shipping_provider: choice.shipping_provider,
    collection_date: null,
    payment_provider: null,
  });
}
