// How the production build groups modules into files (vite.config.ts, build.rolldownOptions).
// Each group is tried in priority order and takes its modules with whatever they import that no
// earlier group took, so the stack and the first page's code must come first. Every group names
// its modules outright (or by the startup boundary): renaming a file cannot quietly move code
// between files, and a name that stops matching fails tests/build/chunk-groups.test.ts.
import path from 'node:path';
import { KEPT_IN_COMMON, STARTUP_MODULES, STARTUP_PACKAGES } from './startup-modules.js';

const root = process.cwd();

/** A module id as a path from the project root ('src/x.ts'); null for packages and virtual modules. */
export function sourcePath(id: string): string | null {
  if (id.startsWith('\0') || id.includes('node_modules')) return null;
  const relative = path
    .relative(root, id.replace(/[?#].*$/, ''))
    .split(path.sep)
    .join('/');
  return relative.startsWith('src/') ? relative : null;
}

/** The package a module id belongs to ('@tanstack/query-core'); null outside node_modules. */
export function packageOf(id: string): string | null {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
  return match ? match[1]!.replace('\\', '/') : null;
}

const stackPackages: ReadonlySet<string> = new Set(STARTUP_PACKAGES);
/** The query cache's (de)hydration: only the kept cache (the offline group below) uses it. */
const QUERY_HYDRATION = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]hydration\.js$/;
// zod's locales stay out: its English messages load only to explain a failure.
const isStack = (id: string) =>
  stackPackages.has(packageOf(id) ?? '') &&
  !/[\\/]zod[\\/]v4[\\/]locales[\\/]/.test(id) &&
  !QUERY_HYDRATION.test(id);

/**
 * The offline-first code (app/offline/start-offline.ts and what it imports), loaded after the first
 * render or, on a visit with a kept cache, before it. One file, budgeted apart (build/budgets.ts).
 */
export const OFFLINE_MODULES: readonly string[] = [
  'src/app/offline/start-offline.ts',
  'src/app/offline/persisted-queries.ts',
  'src/app/offline/idb-storage.ts',
  'src/app/offline/install-offer.ts',
  'src/app/offline/service-worker.ts',
  'src/app/offline/pwa-state.ts',
  'src/app/offline/stale-chunks.ts',
  'src/sw/sw-rules.ts',
];
const offlinePackages: ReadonlySet<string> = new Set(['@tanstack/query-persist-client-core']);
const offline: ReadonlySet<string> = new Set(OFFLINE_MODULES);
const isOffline = (id: string) =>
  offline.has(sourcePath(id) ?? '') || offlinePackages.has(packageOf(id) ?? '') || QUERY_HYDRATION.test(id);

const startup: ReadonlySet<string> = new Set([...STARTUP_MODULES, ...KEPT_IN_COMMON]);
// The first page's strings (every key no lazily loaded module takes, build/locale-strings-plugin.ts)
// come with its code; each screen's own strings stay with the screen.
const isStartup = (id: string) =>
  startup.has(sourcePath(id) ?? '') || id === '\0virtual:locale-strings?startup';

/**
 * The catalogue pages a shared link opens, by their route module; the early script knows them by
 * address (app/boot/early/early-page.ts). Left to the bundler, their code came as twelve small files, each
 * fetched only once the app had evaluated, in rounds as their imports were found. Grouped, they are
 * one file with everything they import that no group above took; the early script fetches it beside
 * the stack (build/early-script-plugin.ts). The other catalogue screens stay out: a product link must
 * not download search or leaflets.
 */
export const EARLY_SCREENS = {
  category: 'src/app/routes/catalog/category.tsx',
  product: 'src/app/routes/catalog/product.tsx',
} as const;

const deepLinkScreens: ReadonlySet<string> = new Set(Object.values(EARLY_SCREENS));

/**
 * Small modules that always travel together on the checkout screens, one file: left apart they
 * were a file each, and on /checkout/confirmation each file's own header and name cost more than
 * its code. Only modules no other screen loads: what the whole shell uses (the session's lifecycle,
 * say) stays out, and the checkout's own store loads with its screens.
 */
export const SCREEN_GROUPS: Readonly<Record<string, string>> = {
  'src/features/checkout/enter-checkout.ts': 'checkout-steps',
  'src/features/checkout/components/step-heading.tsx': 'checkout-steps',
  'src/app/routes/checkout/use-checkout-party.ts': 'checkout-steps',
  'src/components/redirect.tsx': 'checkout-steps',
  // A file of its own: the offline-first code asks it whether this device has placed an order (the
  // install offer) and the payment screens use it too. Left to the bundler it went into the offline
  // file, which a deep link to /orders/:id/pay then downloaded first: 3.6 KB for a few hundred bytes.
  'src/domain/checkout/checkout-marks.ts': 'checkout-marks',
};

export const CHUNK_GROUPS = [
  {
    // The stack changes only when dependencies do, so it gets its own long-cached file; kept
    // together it also compresses better than spread over route files.
    name: 'vendor',
    priority: 4,
    test: isStack,
  },
  {
    // The startup boundary's code, in one file, loaded by index.html. Left to itself the bundler
    // splits out every module a lazy screen shares with the first page, and small files compress
    // worse and add names to the preload map. A listed module that only screens import (the query
    // status every screen shows) is taken too.
    name: 'common',
    priority: 3,
    test: isStartup,
  },
  {
    name: 'offline',
    priority: 2.5,
    test: isOffline,
    // Only its listed modules: a module it shares with a screen (the checkout marks, which tell the
    // install offer whether this device has ordered) stays with that screen, not in a file every
    // deep link to the screen would then download first.
    includeDependenciesRecursively: false,
  },
  {
    name: (id: string) => SCREEN_GROUPS[sourcePath(id) ?? ''] ?? null,
    priority: 1.5,
    // Only the listed modules: what they import (the basket, the checkout store) stays where the
    // bundler put it, or every order screen would download the checkout's code with them.
    includeDependenciesRecursively: false,
  },
  { name: 'catalog', priority: 1, test: (id: string) => deepLinkScreens.has(sourcePath(id) ?? '') },
];
