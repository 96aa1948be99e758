// The startup boundary: the modules the first page may load, before any screen of its own. Every
// first visit downloads and runs all of them on a cheap phone over paid data (the home's budget is
// 135 KB brotli with the stack), so a module joins this list by a reviewed change, not by an import
// that happens to reach it.
// - Lint (fences/startup-boundary) lets a listed module import only listed modules and the stack's
//   packages; it reaches everything else through import(), which loads it in a chunk of its own.
// - The 'common' chunk is exactly these modules and KEPT_IN_COMMON (build/chunk-groups.ts), and the
//   production build fails when the first page's chunks and the lists disagree
//   (build/startup-boundary-plugin.ts).
// - Every module listed here is one the first page's entry reaches by its static imports, and the
//   other way round: tests/build/startup-reach.test.ts walks the imports from src/main.tsx.

/** Source modules, by path from the project root. */
export const STARTUP_MODULES = [
  // Entry
  'src/main.tsx',
  // Analytics (off unless the deployment turns it on; consent first, page views from the first page)
  'src/analytics/analytics.ts',
  // Boot: config, session, theme, first-page gate, the connection alert (spec: from the first render)
  'src/app/boot/connection.ts',
  'src/app/boot/after-first-page.ts',
  'src/app/boot/first-page-gate.ts',
  'src/app/boot/load-config.ts',
  'src/app/boot/session-setup.ts',
  'src/app/boot/start.tsx',
  'src/app/boot/theme.ts',
  // The web manifest's name, which the page links after the first page (as the worker knows it)
  'src/sw/app-files.ts',
  // The shell: router, layout, navigation, the home route
  'src/app/app.tsx',
  'src/app/error-boundary.tsx',
  'src/app/layout/app-dialogs.tsx',
  'src/app/layout/bars.tsx',
  'src/app/layout/checkout-bar.tsx',
  'src/app/layout/checkout-bar.css',
  'src/app/layout/lazy-drawer.tsx',
  'src/app/layout/open-orders-watch.tsx',
  'src/app/layout/root-layout.tsx',
  'src/app/layout/shell-effects.tsx',
  'src/app/layout/toolbar.tsx',
  'src/app/layout/use-choose-supplier.ts',
  'src/app/layout/use-opened-once.ts',
  'src/app/navigation/catalogue-shop-of.ts',
  'src/app/navigation/catalogue-shop.ts',
  'src/app/navigation/guards.ts',
  'src/app/navigation/housekeeping.ts',
  'src/app/navigation/prefetch.ts',
  'src/app/navigation/route-handle.ts',
  'src/app/navigation/supplier-refresh.ts',
  'src/app/router.tsx',
  'src/app/routes/not-found.tsx',
  'src/app/styles/banners.css',
  'src/app/styles/base.css',
  'src/app/styles/buttons.css',
  'src/app/styles/cards.css',
  'src/app/styles/errors.css',
  'src/app/styles/forms.css',
  'src/app/styles/layout.css',
  'src/app/styles/navigation.css',
  'src/app/styles/offers.css',
  'src/app/styles/splash.css',
  'src/app/styles/toolbar.css',
  // The catalogue home (categories, banners, the shop chooser)
  'src/app/routes/catalog/home.tsx',
  'src/features/catalog/components/banners.tsx',
  'src/features/catalog/components/catalog-home.tsx',
  'src/features/catalog/components/home-entries.tsx',
  'src/features/catalog/components/root-categories.tsx',
  'src/features/catalog/catalog.css',
  'src/features/catalog/components/choose-shop.tsx',
  'src/features/catalog/components/tile.tsx',
  'src/features/catalog/tile-picture.ts',
  'src/features/catalog/home-banners.ts',
  'src/features/catalog/lists.css',
  'src/features/catalog/product.css',
  'src/features/catalog/queries.ts',
  // The chosen shop (refreshed after the first page)
  'src/features/suppliers/queries.ts',
  // Shared UI the shell shows
  'src/components/query-status.tsx',
  'src/components/ui/alerts.tsx',
  'src/components/ui/error-state.tsx',
  'src/components/ui/icons.tsx',
  'src/components/ui/ui.css',
  // The API core and the home's own operations
  'src/api/define.ts',
  'src/api/early-responses.ts',
  'src/api/errors.ts',
  'src/api/http-response.ts',
  'src/api/http-target.ts',
  'src/api/http.ts',
  'src/api/keys/account.ts',
  'src/api/keys/catalog.ts',
  'src/api/keys/suppliers.ts',
  'src/api/operations/catalog.ts',
  'src/api/operations/config.ts',
  'src/api/paths.ts',
  'src/api/request.ts',
  'src/api/schemas/account.ts',
  'src/api/schemas/catalog.ts',
  'src/api/schemas/common.ts',
  'src/api/schemas/config.ts',
  'src/api/schemas/supplier.ts',
  // The deployment config
  'src/config/deployment-config.ts',
  'src/config/config-fields.ts',
  // Client state every page reads
  'src/stores/account-store.ts',
  'src/stores/ad-consent.ts',
  'src/stores/alerts-store.ts',
  'src/domain/basket/basket-merge.ts',
  'src/domain/basket/basket-sync.ts',
  'src/domain/basket/cart-store.ts',
  'src/domain/basket/write-behind.ts',
  'src/stores/dialogs-store.ts',
  'src/lib/follow-tabs.ts',
  'src/domain/session/housekeeping.ts',
  'src/stores/notices-store.ts',
  'src/domain/orders/editing-store.ts',
  'src/lib/persist-options.ts',
  'src/stores/preferences-store.ts',
  'src/stores/session-store.ts',
  'src/stores/shopfront-store.ts',
  'src/domain/session/lifecycle.ts',
  'src/stores/store-keys.ts',
  'src/stores/stored-shop.ts',
  'src/stores/suppliers-store.ts',
  // Helpers
  'src/lib/abort.ts',
  'src/lib/contrast.ts',
  'src/lib/i18n.ts',
  'src/lib/money.ts',
  'src/lib/quantity.ts',
  'src/lib/query-client.ts',
  'src/lib/record.ts',
  'src/lib/safe-url.ts',
  // Data-light: the browser's data saver, read by the tiles, banners and the early script
  'src/lib/save-data.ts',
  'src/lib/storage.ts',
  // A store's state read from its stored text (early script, stored shop, tabs catching up)
  'src/lib/stored-state.ts',
  'src/lib/today.ts',
  'src/lib/zod-messages.ts',
];

/**
 * Modules the first page does not import, kept in its 'common' file all the same, because most
 * screens need them and a file of their own cost those screens more than the few lines (each file's
 * own header and name, measured on /checkout/confirmation and /orders/1001/pay: 0.3-0.4 KB each):
 * the forms of sign-in, checkout and orders send through online.ts; checkout, the pay screen and
 * the shop's services read the supplier's checkout options. Startup modules may not import them.
 */
export const KEPT_IN_COMMON = [
  // The stepper, the list picture, the date formats and the one-tap Add's styles: the category,
  // the product, the basket, the orders and the checkout each loaded two to four of them as files
  // of 0.2-0.9 KB, after the app had evaluated. In the first page's files they cost the home's first
  // visit 1.2 KB of JS and 0.3 KB of CSS (brotli, measured 29 Nov), and took a category link's
  // Lighthouse LCP from 2 275 to 2 117 ms (median of 5): four requests fewer before its tiles paint.
  'src/components/ui/stepper.tsx',
  'src/components/ui/stepper.css',
  'src/components/ui/thumbnail.tsx',
  'src/features/catalog/quick-add.css',
  'src/lib/dates.ts',
  'src/lib/use-app-locale.ts',
  'src/lib/online.ts',
  'src/api/operations/client-config.ts',
  'src/api/schemas/client-config.ts',
];

/** The stack's packages (and theirs) that the first page runs: the 'vendor' chunk. */
export const STARTUP_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'zustand',
  'use-sync-external-store',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'react-i18next',
  'zod',
];
