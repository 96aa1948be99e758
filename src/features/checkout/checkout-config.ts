import { cartApi } from '#api/operations/cart.ts';
import { clientConfigApi } from '#api/operations/client-config.ts';
import type { SupplierRef } from '#api/define.ts';
import { isRefusal } from '#api/errors.ts';
import { getDeploymentConfig } from '#config/deployment-config.ts';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';

/**
 * Loads the supplier's checkout options (bags, shipping methods and their payment options) into
 * the checkout state, once per checkout and supplier. Market mode reads them for the synced basket
 * (cart/v1/checkout_config, signed in); agency mode reads the supplier's client config. A supplier
 * that has none for this shop (a 4xx) leaves the state without options, which the guard reports as
 * an invalid configuration. A call that failed (no answer, a server error, a garbled answer, a
 * session the server ended) throws: the page says so and offers a retry, or asks to sign in again.
 */
export async function loadCheckoutConfig(supplier: SupplierRef): Promise<void> {
  const state = useCheckoutStore.getState();
  if (state.client_config && state.supplier_id === supplier.id) return;
  try {
    const client_config = getDeploymentConfig().features.agency
      ? (await clientConfigApi.getClientConfig({ supplier_id: supplier.id }, { supplier })).client_config
      : (await cartApi.getCheckoutConfig({ supplier_id: supplier.id }, { supplier })).checkout_config;
    useCheckoutStore.getState().patch({ client_config, supplier_id: supplier.id });
  } catch (error) {
    // Only the supplier's refusal (a 4xx that does not end the session) means it has none.
    const refused = isRefusal(error) && !error.endsSession;
    if (!refused) throw error;
    useCheckoutStore.getState().patch({ client_config: null, supplier_id: supplier.id });
  }
}
