import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isSignedIn } from '#stores/account-store.ts';

// Guards run in loaders, before any screen code is fetched or rendered, so a protected page never
// flashes and its chunk is not downloaded for a shopper who cannot see it.

let committedPath = '/';

/** Called after each finished navigation: guards need to know where the shopper comes from. */
export function rememberCommittedPath(pathname: string): void {
  committedPath = pathname;
}

/** `/sign_in?return_to=<path and query>`: sign in, then back to `pathAndQuery`. */
export const signInPath = (pathAndQuery: string) => `/sign_in?return_to=${encodeURIComponent(pathAndQuery)}`;

/** The sign-in path for the page that was asked for. */
export function signInRedirect(request: Request): string {
  const url = new URL(request.url);
  return signInPath(url.pathname + url.search);
}

/** Login-protected routes: logged-out shoppers go to sign in and come back afterwards. */
export function requireSignedIn({ request }: LoaderFunctionArgs): null {
  if (!isSignedIn()) throw redirect(signInRedirect(request));
  return null;
}

/**
 * Checkout pages: signed in, not entered from an order page, and with a usable checkout config. A
 * config that could not be loaded throws, and the route's error page offers a retry.
 */
export async function checkoutGuard(args: LoaderFunctionArgs): Promise<null> {
  requireSignedIn(args);
  // An order page hands the shopper to checkout only through its own flows, never by history.
  if (/^\/orders\/[^/]+/.test(committedPath)) throw redirect('/orders');
  // Its own small chunk, downloaded beside the step's screen.
  const { enterCheckout } = await import('#features/checkout/enter-checkout.ts');
  const elsewhere = await enterCheckout(signInRedirect(args.request));
  if (elsewhere) throw redirect(elsewhere);
  return null;
}
