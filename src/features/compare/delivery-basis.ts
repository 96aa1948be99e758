import { useCheckoutStore, type CheckoutData } from '#domain/checkout/checkout-store.ts';
import type { DeliveryBasis } from './rank-shops';

/**
 * The dispatch the shopper chose at checkout, as the comparison prices it. requires_shipping alone
 * cannot tell 'chose Collect' from 'not chosen yet'; the chosen option's name can.
 */
export function deliveryBasisOf(
  checkout: Pick<CheckoutData, 'dispatch' | 'requires_shipping'>,
): DeliveryBasis {
  if (checkout.dispatch === null) return 'unchosen';
  return checkout.requires_shipping ? 'delivery' : 'collection';
}

/** The comparison's delivery basis, following the checkout's choice (kept until the order is placed). */
export function useDeliveryBasis(): DeliveryBasis {
  return useCheckoutStore(deliveryBasisOf);
}
