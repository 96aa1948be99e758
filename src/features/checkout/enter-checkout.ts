import i18next from 'i18next';
import { getDeploymentConfig } from '../../config/deployment-config';
import { track } from '../../analytics/analytics';
import { currencyIso } from '../../lib/money';
import { pushAlert } from '../../stores/alerts-store';
import { basketSupplierId, cartTotalInCents, useCartStore } from '../../stores/cart-store';
import { useCheckoutStore } from '../../stores/checkout-store';
import { useSuppliersStore } from '../../stores/suppliers-store';
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
 * then says whether the checkout may go on: false after telling the shopper why (the notice of
 * the spec). The first entry of a checkout is tracked as begin_checkout, once per order.
 */
export async function enterCheckout(): Promise<boolean> {
  const supplierId = checkoutSupplierId();
  if (supplierId !== null && useCartStore.getState().items.length > 0) {
    const selected = useSuppliersStore.getState().selected;
    await loadCheckoutConfig(selected?.id === supplierId ? selected : { id: supplierId, api_endpoint: null });
  }
  const problem = checkoutConfigProblem();
  if (problem) {
    pushAlert({ kind: 'error', message: i18next.t(`checkout.invalid_config_${problem}`) });
    return false;
  }
  const checkout = useCheckoutStore.getState();
  if (checkout.started_at === null) {
    checkout.patch({ started_at: new Date().toISOString() });
    track('begin_checkout', {
      currency: currencyIso(),
      value: cartTotalInCents(useCartStore.getState()) / 100,
    });
  }
  return true;
}
