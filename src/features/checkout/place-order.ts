import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isRefusal } from '#api/errors.ts';
import { cartApi } from '#api/operations/cart.ts';
import type { SupplierRef } from '#api/define.ts';
import * as orderKeys from '#api/keys/orders.ts';
import type { RegisterOrderBody } from '#api/schemas/cart.ts';
import type { UserRef } from '#api/schemas/common.ts';
import type { Order } from '#api/schemas/order.ts';
import { centsToAmount, track } from '#analytics/analytics.ts';
import { facebookCookies } from '#lib/facebook-cookies.ts';
import { currencyIso } from '#lib/money.ts';
import { isTabLockHeld, withTabLock } from '#lib/tab-lock.ts';
import type { Attempt } from '#lib/attempt.ts';
import { useCreateMutation } from '#lib/use-create-mutation.ts';
import { adTrackingAllowed } from '#stores/ad-consent.ts';
import { useCartStore, type CartLine } from '#domain/basket/cart-store.ts';
import { placedCheckout, placeOrderAttempt } from '#domain/checkout/checkout-marks.ts';
import { useCheckoutStore, type CheckoutData } from '#domain/checkout/checkout-store.ts';
import { itemInputs } from './validation-query';

/** The register-order payload (spec section 3) from the basket and the checkout choices. */
export function registerBody(
  user: UserRef,
  supplierId: number,
  lines: readonly CartLine[],
  checkout: CheckoutData,
  provider: string,
  isDemo: boolean,
): RegisterOrderBody {
  return {
    cart: {
      items: itemInputs(lines),
      // The spec's field for registering over an existing order. This shop always registers a new
      // one (a placed order changes through modify), so it is always null: a value here that a
      // failure could clear would change the retry's input, and with it the key (a second order).
      order_id: null,
      provider,
      supplier_id: supplierId,
      discount_code: checkout.discount_code,
      shipping_address: checkout.requires_shipping ? checkout.shipping_address : null,
      shipping_provider: checkout.requires_shipping ? checkout.shipping_provider : null,
      shopit: false,
      requires_shipping: checkout.requires_shipping,
      dispatch: checkout.requires_shipping ? 'deliver' : 'collect',
      requires_bags: checkout.requires_bags,
      collection_date: checkout.collection_date,
      stokvel: false,
      is_demo: isDemo,
      credit_in_cents: checkout.credit_in_cents,
      // Attribution cookies only where the deployment tracks ads and the shopper accepted.
      facebook: adTrackingAllowed() ? facebookCookies() : null,
    },
    user: { id: user.id, login: user.login },
  };
}

interface PlaceOrderInput {
  body: RegisterOrderBody;
  supplier: SupplierRef;
  /** The checkout pressed (its started_at), marked as placed on success whatever memory says then. */
  startedAt?: string | null;
}

// Read from storage on every use (checkout-marks.ts): another tab may have made the attempt. Kept
// after a success: a tab that has not yet seen that order placed (storage reaches other tabs a
// moment later) sends the same key and gets the same order; the next checkout's differs anyway.
const attempts = {
  load: placeOrderAttempt.read,
  save: (attempt: Attempt | null) => attempt && placeOrderAttempt.write(attempt),
};

/**
 * Registers the order. The attempt (and its idempotency key) is persisted with the checkout, so
 * repeated clicks, a reload mid-request or a retry after a timeout all reach the supplier with
 * the same key and make one order. Success empties the basket and ends the checkout. A failure
 * changes nothing the retry sends: a changed input would be a new key, and a second order.
 */
export function usePlaceOrder(onPlaced: (order: Order) => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    attempts,
    // One key per checkout, not per request: a first attempt whose answer was lost may have spent
    // the store credit, so the retry's body differs (less credit, a method to choose), and it must
    // still be the same order. Only a refusal (4xx: nothing was made) lets the next press be new.
    attemptOf: () => useCheckoutStore.getState().started_at ?? 'checkout',
    onError: (error) => {
      if (isRefusal(error)) placeOrderAttempt.write(null);
    },
    mutationFn: ({ body, supplier }: PlaceOrderInput, idempotencyKey) =>
      cartApi.registerOrder({ body }, { idempotencyKey, supplier }).then((response) => response.order),
    onSuccess: async (order, { body, startedAt = useCheckoutStore.getState().started_at }) => {
      track('purchase', {
        transaction_id: order.reference,
        value: centsToAmount(order.total_in_cents),
        currency: currencyIso(),
        items: body.cart.items.map((item) => ({ item_id: item.offer_id, quantity: item.qty })),
      });
      // The screen leaves for the outro before the basket and checkout it stands on are cleared:
      // a checkout step without them would send the shopper back to the basket.
      await onPlaced(order);
      // Marked before the checkout ends, so a tab that sees it end also sees where it went.
      if (startedAt) placedCheckout.write({ started_at: startedAt, order_id: order.id });
      useCartStore.getState().clear();
      useCheckoutStore.getState().reset();
      void queryClient.invalidateQueries({ queryKey: orderKeys.all(body.user.id) });
    },
  });
}

/** Every tab's Place order takes this lock: one tab places the order, the others wait and join it. */
const PLACE_ORDER_LOCK = 'storefront.place-order';

/**
 * Place order, exactly once across the shopper's tabs. The submit runs under a tab lock; inside it
 * the checkout is read again from storage, so a tab whose checkout another tab has just placed is
 * taken to that order (`onPlacedElsewhere`), and one whose other tab failed mid-request sends the
 * same attempt with the same idempotency key. `waiting`: another tab is placing it now.
 */
export function usePlaceOrderOnce(
  onPlaced: (order: Order) => Promise<void> | void,
  onPlacedElsewhere: (orderId: number) => Promise<void> | void,
) {
  // An order another tab placed and marked already (the same key answers with the same order).
  const place = usePlaceOrder((order) =>
    placedCheckout.read()?.order_id === order.id ? onPlacedElsewhere(order.id) : onPlaced(order),
  );
  const [waiting, setWaiting] = useState(false);
  // This tab's press in flight. Render state lags a rapid second press, which would queue behind
  // the lock, find the first press's order marked as placed and take it for another tab's.
  const inFlight = useRef<Promise<void> | null>(null);
  const submit = (input: () => PlaceOrderInput): Promise<void> => {
    if (!inFlight.current)
      inFlight.current = submitOnce(input).finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  };
  const submitOnce = async (input: () => PlaceOrderInput) => {
    if (await isTabLockHeld(PLACE_ORDER_LOCK)) setWaiting(true);
    // The checkout on this screen when the shopper pressed, before another tab's ending reaches it,
    // and the last order placed then: one placed while this press waited is this checkout's.
    const startedAt = useCheckoutStore.getState().started_at;
    const placedBefore = placedCheckout.read()?.order_id;
    await withTabLock(PLACE_ORDER_LOCK, async () => {
      await useCheckoutStore.persist.rehydrate();
      setWaiting(false);
      const placed = placedCheckout.read();
      if (
        placed &&
        (placed.order_id !== placedBefore || placed.started_at === startedAt || startedAt === null)
      )
        return onPlacedElsewhere(placed.order_id);
      // The mutation shows its own error; the lock only has to outlive the request.
      await place.mutateAsync({ ...input(), startedAt }).catch(() => undefined);
    });
  };
  return { submit, waiting, pending: waiting || place.isPending, error: place.error };
}
