import i18next from 'i18next';
import { isApiError } from '#api/errors.ts';
import { getDeploymentConfig } from '#config/deployment-config.ts';
import { centsToAmount, track } from '#analytics/analytics.ts';
import { currencyIso } from '#lib/money.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { endSessionHere } from '#domain/session/lifecycle.ts';
import { basketSupplierId, cartTotalInCents, useCartStore } from '#domain/basket/cart-store.ts';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { loadCheckoutConfig } from './checkout-config';

// What the checkout steps' guard does once the shopper is signed in; in the checkout's own chunk,
// so the startup bundle carries only the guard's first lines.

function checkoutSupplierId(): number | null {
  return basketSupplierId(useCartStore.getState()) ?? useSuppliersStore.getState().selected?.id ?? null;
}

/** Spec section 5: items and a supplier; market mode also needs the supplier's shipping options. */
export function checkoutConfigProblem(): 'agency' | 'market' | null {
  const market = !getDeploymentConfig().features.agency;
  const hasItems = useCartStore.getState().items.length > 0;
  const supplier = checkoutSupplierId();
  if (!market) return hasItems && supplier ? null : 'agency';
  const shipping = useCheckoutStore.getState().client_config?.shipping ?? [];
  return hasItems && supplier && shipping.length > 0 ? null : 'market';
}

/**
 * Loads the supplier's checkout options, so market mode can judge them and every step finds them,
 * then says where the shopper goes instead, if anywhere: the basket after telling them why (the
 * notice of the spec), or `signIn` when the server ended the session (the checkout is kept for
 * them). A config that could not be loaded throws. The first entry of a checkout is tracked as
 * begin_checkout, once per order.
 */
export async function enterCheckout(signIn: string): Promise<string | null> {
  const supplierId = checkoutSupplierId();
  if (supplierId !== null && useCartStore.getState().items.length > 0) {
    const selected = useSuppliersStore.getState().selected;
    try {
      await loadCheckoutConfig(
        selected?.id === supplierId ? selected : { id: supplierId, api_endpoint: null },
      );
    } catch (error) {
      // The server ended the session: sign in again and come back to this step, checkout kept.
      if (!isApiError(error) || !error.endsSession) throw error;
      endSessionHere();
      return signIn;
    }
  }
  const problem = checkoutConfigProblem();
  if (problem) {
    pushAlert({ kind: 'error', message: i18next.t(`checkout.invalid_config_${problem}`) });
    return '/basket';
  }
  const checkout = useCheckoutStore.getState();
  if (checkout.started_at === null) {
    checkout.patch({ started_at: new Date().toISOString() });
    track('begin_checkout', {
      currency: currencyIso(),
      value: centsToAmount(cartTotalInCents(useCartStore.getState())),
    });
  }
  return null;
}
