// How the production build groups modules into files (vite.config.ts, build.rolldownOptions).
// Each group is tried in priority order and takes its modules with whatever they import that no
// earlier group took, so the stack and the first page's code must come first.

/** The fixed stack, apart from zod's locales (its English messages load only to explain a failure). */
const STACK =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|zustand|@tanstack|i18next|react-i18next)[\\/]|zod[\\/](?!v4[\\/]locales[\\/]))/;

/**
 * The catalogue pages a shared link opens, by their route module; the early script knows them by
 * address (app/boot/early-page.ts). Left to the bundler, their code came as twelve small files, each
 * fetched only once the app had evaluated, in rounds as their imports were found. Grouped, they are
 * one file with everything they import that no group above took; the early script fetches it beside
 * the stack (build/early-script-plugin.ts). The other catalogue screens stay out: a product link must
 * not download search or leaflets.
 */
export const EARLY_SCREENS = {
  category: 'src/app/routes/catalog/category.tsx',
  product: 'src/app/routes/catalog/product.tsx',
} as const;

const isEarlyScreen = (id: string) =>
  Object.values(EARLY_SCREENS).some((module) => id.endsWith(`/${module}`));

/**
 * Small modules the catalogue pages share with the basket, orders and checkout. Each keeps a file of
 * its own: taken along into the catalogue's file, they would make every basket or order screen
 * download the catalogue.
 */
const SHARED_WITH_CATALOG: readonly [RegExp, string][] = [
  [/[\\/]src[\\/]components[\\/]ui[\\/]thumbnail\.tsx$/, 'thumbnail'],
  [/[\\/]src[\\/]lib[\\/](?:dates|use-app-locale)\.ts$/, 'dates'],
  [/[\\/]src[\\/]api[\\/]operations[\\/]catalog-screens\.ts$/, 'catalog-screens'],
  [/[\\/]src[\\/]api[\\/]keys[\\/]catalog-screens\.ts$/, 'catalog-keys'],
];

export const CHUNK_GROUPS = [
  {
    // The stack changes only when dependencies do, so it gets its own long-cached file; kept
    // together it also compresses better than spread over route files.
    name: 'vendor',
    priority: 4,
    test: STACK,
  },
  {
    // The app's own code on the first page's path, in one file. Left to itself the bundler splits
    // out every module a lazy screen shares with the home, and small files compress worse and add
    // names to the preload map.
    name: 'common',
    priority: 3,
    tags: ['$initial' as const],
    test: /[\\/]src[\\/]|^\0virtual:locale-strings/,
  },
  {
    name: (id: string) => SHARED_WITH_CATALOG.find(([pattern]) => pattern.test(id))?.[1] ?? null,
    priority: 2,
  },
  { name: 'catalog', priority: 1, test: isEarlyScreen },
];
