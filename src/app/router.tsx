import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { withStrings } from '#lib/i18n.ts';
import { RootErrorPage, RouteErrorBoundary } from './error-boundary';
import { RootLayout } from './layout/root-layout';
import { checkoutGuard, requireSignedIn } from './navigation/guards';
import { navigationHousekeeping } from './navigation/housekeeping';
import { catalogueLoaders } from './navigation/prefetch';
import type { RouteHandle } from './navigation/route-handle';
import { HomeRoute } from './routes/catalog/home';
import { NotFoundRoute } from './routes/not-found';
// The category's and product's styles come in the first page's stylesheet (0.9 KB br), so that a
// link to either needs no stylesheet of its own beside the stack (their code: build/chunk-groups.ts).
import '#features/catalog/lists.css';
import '#features/catalog/product.css';

// Every screen but the catalogue home is its own chunk, so the first visit downloads only what
// the home page needs. Guards are plain loaders outside the chunks: they run before any download.
// Each route module exports the English strings its screen shows beyond the first page's
// (`strings`), in its chunk; `withStrings` adds them before the screen renders.

const category = () =>
  import('./routes/catalog/category').then(withStrings).then((m) => ({ Component: m.CategoryRoute }));
const product = () =>
  import('./routes/catalog/product').then(withStrings).then((m) => ({ Component: m.ProductRoute }));
const productOffers = () =>
  import('./routes/catalog/product-offers')
    .then(withStrings)
    .then((m) => ({ Component: m.ProductOffersRoute }));
const search = () =>
  import('./routes/catalog/search').then(withStrings).then((m) => ({ Component: m.SearchRoute }));
const promotions = () =>
  import('./routes/catalog/promotions').then(withStrings).then((m) => ({ Component: m.PromotionsRoute }));
const stokvel = () =>
  import('./routes/catalog/stokvel').then(withStrings).then((m) => ({ Component: m.StokvelRoute }));
const combos = () =>
  import('./routes/catalog/combos').then(withStrings).then((m) => ({ Component: m.CombosRoute }));
const leaflets = () =>
  import('./routes/catalog/leaflets').then(withStrings).then((m) => ({ Component: m.LeafletsRoute }));
const agencies = () =>
  import('./routes/catalog/agencies').then(withStrings).then((m) => ({ Component: m.AgenciesRoute }));
const favourites = () =>
  import('./routes/catalog/favourites').then(withStrings).then((m) => ({ Component: m.FavouritesRoute }));
const signIn = () =>
  import('./routes/account/sign-in').then(withStrings).then((m) => ({ Component: m.SignInRoute }));
const register = () =>
  import('./routes/account/register').then(withStrings).then((m) => ({ Component: m.RegisterRoute }));
const profile = () =>
  import('./routes/account/profile').then(withStrings).then((m) => ({ Component: m.ProfileRoute }));
const addresses = () =>
  import('./routes/account/addresses').then(withStrings).then((m) => ({ Component: m.AddressesRoute }));
const terms = () => import('./routes/terms').then(withStrings).then((m) => ({ Component: m.TermsRoute }));
const debtorCards = () =>
  import('./routes/account/debtor-cards').then(withStrings).then((m) => ({ Component: m.DebtorCardsRoute }));

const orderHistory = () =>
  import('./routes/orders/history').then(withStrings).then((m) => ({ Component: m.OrderHistoryRoute }));
const order = () =>
  import('./routes/orders/order').then(withStrings).then((m) => ({ Component: m.OrderRoute }));
// The pay screen and the gateway's return share one chunk: the return always goes on to the screen.
const orderPay = () =>
  import('./routes/orders/pay').then(withStrings).then((m) => ({ Component: m.OrderPayRoute }));
const orderPayReturn = () =>
  import('./routes/orders/pay').then(withStrings).then((m) => ({ Component: m.OrderPayReturnRoute }));
const basket = () =>
  import('./routes/basket/basket').then(withStrings).then((m) => ({ Component: m.BasketRoute }));
const compare = () =>
  import('./routes/basket/compare').then(withStrings).then((m) => ({ Component: m.CompareRoute }));
const compareDebug = () =>
  import('./routes/basket/compare').then(withStrings).then((m) => ({ Component: m.CompareDebugRoute }));
const shippingAddress = () =>
  import('./routes/checkout/shipping-address')
    .then(withStrings)
    .then((m) => ({ Component: m.CheckoutShippingAddressRoute }));
// One chunk per step: a deep link or a reload on one step downloads only that step.
const dispatch = () =>
  import('./routes/checkout/dispatch')
    .then(withStrings)
    .then((m) => ({ Component: m.CheckoutDispatchRoute }));
const confirmation = () =>
  import('./routes/checkout/confirmation')
    .then(withStrings)
    .then((m) => ({ Component: m.CheckoutConfirmationRoute }));
const payment = () =>
  import('./routes/checkout/payment').then(withStrings).then((m) => ({ Component: m.CheckoutPaymentRoute }));
const complete = () =>
  import('./routes/checkout/complete')
    .then(withStrings)
    .then((m) => ({ Component: m.CheckoutCompleteRoute }));

type Loader = (args: LoaderFunctionArgs) => null | Promise<null>;

function screen(
  path: string,
  handle: RouteHandle,
  lazy: () => Promise<{ Component: React.ComponentType }>,
  loader?: Loader,
): RouteObject {
  return { path, handle, lazy, ...(loader ? { loader } : {}) };
}

const catalogue = (name: RouteHandle['name'], extra: Partial<RouteHandle> = {}): RouteHandle => ({
  name,
  supplierBar: true,
  catalogue: true,
  ...extra,
});
const secured = (name: RouteHandle['name']): RouteHandle => ({ name, auth: true });

// Catalogue loaders start the screen's queries; guards are loaders too, so a route has one or the other.
const screens = (load: ReturnType<typeof catalogueLoaders>): RouteObject[] => [
  { index: true, element: <HomeRoute />, handle: catalogue('catalog_root'), loader: load.home },
  screen('category/:id', catalogue('category', { tracksOwnPageView: true }), category, load.category),
  screen('product/:id', catalogue('product', { tracksOwnPageView: true }), product, load.product),
  screen('product/:id/offers', { name: 'product_offers', tracksOwnPageView: true }, productOffers),
  screen('promotions', catalogue('promotions'), promotions, load.promotions),
  screen('leaflets_promotions', { name: 'leaflets_promotions' }, promotions),
  screen('search', catalogue('search'), search),
  screen('stokvel', catalogue('stokvel'), stokvel, load.stokvel),
  screen('combos', catalogue('combos'), combos, load.combos),
  screen('agencies', { name: 'agencies' }, agencies),
  screen('leaflets', { name: 'leaflets' }, leaflets),
  screen('basket', { name: 'basket', catalogue: true }, basket),
  screen('favourites', { name: 'favourites', auth: true, catalogue: true }, favourites, requireSignedIn),
  screen('basket/compare', secured('basket_compare'), compare, requireSignedIn),
  screen('basket/compare_debug', secured('basket_compare_debug'), compareDebug, requireSignedIn),
  screen('checkout/dispatch', secured('checkout_dispatch'), dispatch, checkoutGuard),
  screen('checkout/shipping_address', secured('checkout_shipping_address'), shippingAddress, checkoutGuard),
  screen('checkout/confirmation', secured('checkout_confirmation'), confirmation, checkoutGuard),
  screen('checkout/payment', secured('checkout_payment'), payment, checkoutGuard),
  screen('checkout/complete/:id', secured('checkout_complete'), complete, requireSignedIn),
  screen('sign_in', { name: 'sign_in' }, signIn),
  screen('register', { name: 'register' }, register),
  screen('profile', secured('profile'), profile, requireSignedIn),
  screen('debtorcards', secured('debtorcards'), debtorCards, requireSignedIn),
  screen('orders', secured('orders'), orderHistory, requireSignedIn),
  screen('orders/:id', secured('order'), order, requireSignedIn),
  screen('orders/:id/pay', secured('order_pay'), orderPay, requireSignedIn),
  screen('orders/:id/pay/return', secured('order_pay'), orderPayReturn, requireSignedIn),
  screen('address_management', secured('address_management'), addresses, requireSignedIn),
  screen('terms_and_conditions', { name: 'terms_and_conditions' }, terms),
  { path: '*', element: <NotFoundRoute />, handle: { name: 'not_found' } satisfies RouteHandle },
];

/** The app's routes; `onFirstPage` runs once the first page has mounted (removes the splash). */
export function createAppRouter(queryClient: QueryClient, onFirstPage: () => void) {
  return createBrowserRouter([
    {
      path: '/',
      element: <RootLayout onMounted={onFirstPage} />,
      errorElement: <RootErrorPage />,
      loader: navigationHousekeeping(queryClient),
      // The supplier refresh and version check belong to every navigation, not just the first.
      shouldRevalidate: () => true,
      HydrateFallback: () => null,
      // A screen that fails keeps the toolbar and drawer around it, and the basket untouched.
      children: [{ errorElement: <RouteErrorBoundary />, children: screens(catalogueLoaders(queryClient)) }],
    },
  ]);
}
