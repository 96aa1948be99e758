/** Route names of the spec; catalogue pages show the supplier bar. */
export type RouteName =
  | 'catalog_root'
  | 'category'
  | 'product'
  | 'product_offers'
  | 'promotions'
  | 'leaflets_promotions'
  | 'search'
  | 'stokvel'
  | 'combos'
  | 'agencies'
  | 'leaflets'
  | 'basket'
  | 'favourites'
  | 'basket_compare'
  | 'basket_compare_debug'
  | 'checkout_dispatch'
  | 'checkout_shipping_address'
  | 'checkout_confirmation'
  | 'checkout_payment'
  | 'checkout_complete'
  | 'sign_in'
  | 'register'
  | 'profile'
  | 'debtorcards'
  | 'orders'
  | 'order'
  | 'order_pay'
  | 'address_management'
  | 'terms_and_conditions'
  | 'not_found';

export interface RouteHandle {
  name: RouteName;
  /** Shows the supplier bar (spec: catalog_root, category, product, promotions, search, stokvel, combos). */
  supplierBar?: boolean;
  /** Catalogue pages: those with the supplier bar plus the basket. A supplier must be chosen first. */
  catalogue?: boolean;
  /** Login-protected: logout from here returns home. */
  auth?: boolean;
  /** Category and product pages send their own page_view with what they show. */
  tracksOwnPageView?: boolean;
}

/** The handle of the deepest route that has one. */
export function currentHandle(matches: readonly { handle?: unknown }[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
