import i18next from 'i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getDeploymentConfig } from '../../config/deployment-config';
import { isSignedIn } from '../../stores/account-store';
import { pushAlert } from '../../stores/alerts-store';
import { basketSupplierId, useCartStore } from '../../stores/cart-store';
import { useCheckoutStore } from '../../stores/checkout-store';
import { useSuppliersStore } from '../../stores/suppliers-store';

// Guards run in loaders, before any screen code is fetched or rendered, so a protected page never
// flashes and its chunk is not downloaded for a shopper who cannot see it.

let committedPath = '/';

/** Called after each finished navigation: guards need to know where the shopper comes from. */
export function rememberCommittedPath(pathname: string): void {
  committedPath = pathname;
}

/** `/sign_in?return_to=<path and query>` for the page that was asked for. */
export function signInRedirect(request: Request): string {
  const url = new URL(request.url);
  return `/sign_in?return_to=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Login-protected routes: logged-out shoppers go to sign in and come back afterwards. */
export function requireSignedIn({ request }: LoaderFunctionArgs): null {
  if (!isSignedIn()) throw redirect(signInRedirect(request));
  return null;
}

/** Spec section 5: items and a supplier; market mode also needs the supplier's shipping options. */
export function checkoutConfigProblem(): 'agency' | 'market' | null {
  const market = !getDeploymentConfig().features.agency;
  const hasItems = useCartStore.getState().items.length > 0;
  const supplier = useSuppliersStore.getState().selected ?? basketSupplierId(useCartStore.getState());
  if (!market) return hasItems && supplier ? null : 'agency';
  const shipping = useCheckoutStore.getState().client_config?.shipping ?? [];
  return hasItems && supplier && shipping.length > 0 ? null : 'market';
}

/** Checkout pages: signed in, not entered from an order page, and with a usable checkout config. */
export function checkoutGuard(args: LoaderFunctionArgs): null {
  requireSignedIn(args);
  // An order page hands the shopper to checkout only through its own flows, never by history.
  if (/^\/orders\/[^/]+/.test(committedPath)) throw redirect('/orders');
  const problem = checkoutConfigProblem();
  if (problem) {
    pushAlert({ kind: 'error', message: i18next.t(`checkout.invalid_config_${problem}`) });
    throw redirect('/basket');
  }
  return null;
}
