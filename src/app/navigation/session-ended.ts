import type { createBrowserRouter } from 'react-router';
import { endSessionHere } from '#domain/session/lifecycle.ts';
import { signInPath } from './guards';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * What a 401 from any call means: the server no longer accepts the shopper's session. Signs out
 * (endSessionHere: the basket, an open payment and the checkout stay for the same shopper), says
 * so, and goes to sign in with a way back to where the shopper was. Several calls failing at once
 * sign out once.
 */
export function endSession(router: Router): void {
  // The account's queries go with it (forgetShopperQueries, app/boot/session-setup.ts).
  if (!endSessionHere()) return;
  const { pathname, search } = router.state.location;
  if (pathname !== '/sign_in') void router.navigate(signInPath(pathname + search));
}
