import { useLocation } from 'react-router';
import type { SupplierRef } from '#api/define.ts';
import type { UserRef } from '#api/schemas/common.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { signInPath } from '../../navigation/guards';
import { basketSupplierId, useCartStore } from '#domain/basket/cart-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';

export interface CheckoutParty {
  supplier: SupplierRef;
  user: UserRef;
  isDemo: boolean;
}

/**
 * Who the checkout is between: the signed-in shopper and the shop the basket was filled at. The
 * guard let the shopper in with both; null if either went away since (signed out in another tab).
 */
export function useCheckoutParty(): CheckoutParty | null {
  const account = useAccountStore((s) => s.account);
  const selected = useSuppliersStore((s) => s.selected);
  const basketSupplier = useCartStore(basketSupplierId);
  if (!account) return null;
  // The basket's supplier decides; the selected one gives its host when it is the same shop.
  const supplierId = basketSupplier ?? selected?.id ?? null;
  if (supplierId === null) return null;
  const supplier = selected?.id === supplierId ? selected : { id: supplierId, api_endpoint: null };
  return { supplier, user: { id: account.id, login: account.login }, isDemo: account.demo };
}

/**
 * Where a checkout step goes once its party is gone: a shopper whose session ended (or who signed
 * out in another tab) signs in and comes back to this step, the checkout kept for them
 * (checkout-store.ts); a basket that went away sends them to the basket.
 */
export function usePartyGoneTarget(): string {
  const signedIn = useAccountStore((s) => s.account !== null);
  const { pathname, search } = useLocation();
  return signedIn ? '/basket' : signInPath(pathname + search);
}
