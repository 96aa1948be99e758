/// <reference lib="webworker" />
// The storefront's service worker (built by vite-plugin-pwa's injectManifest, docs/decisions/028).
// It keeps the app itself and the pictures shoppers have seen; it never keeps an API answer: the
// query cache owns those (app/offline/persisted-queries.ts), so nothing here can show a stale price
// as fresh or send an order later.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  EMPTY_PICTURE,
  IMAGE_CACHE,
  NETWORK_FIRST_FILES,
  PAGE_KEY,
  SHELL_CACHE,
  SW_MESSAGES,
} from './sw-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// A host or CDN may send `Vary: Origin` (vite preview does, on every file), and the Cache API then
// compares the Origin header of the request that stored a copy with the one asking for it. The
// browser puts Origin on some of the page's own requests (index.html's crossorigin preload of
// config.json) and not on others (this worker's fetches at install, a plain fetch()), so a copy
// kept by one was not found for the other, and an offline reload said the shop was not set up.
// The app's own files are the same file whoever asks, so their lookups ignore Vary.
const SAME_FOR_ANY_ASKER: CacheQueryOptions = { ignoreVary: true };

// Every hashed chunk, stylesheet and language file of this build: a route opened offline finds
// its code, and a tab still running the previous build finds its own until it reloads.
// precacheAndRoute() takes no match options, so the controller is built here to set them.
const precache = new PrecacheController();
precache.strategy.matchOptions = SAME_FOR_ANY_ASKER;
precache.precache(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// The page, the deployment's config and the build's version are asked of the network first, so a
// deploy or a changed config applies on the next load; the cached copy answers only when the
// network does not within a few seconds (a taxi, a shop aisle).
const networkFirst = (key?: string) =>
  new NetworkFirst({
    cacheName: SHELL_CACHE,
    networkTimeoutSeconds: 3,
    matchOptions: SAME_FOR_ANY_ASKER,
    // index.html is one page for every address of the app, so one cached copy answers them all.
    // Every other file is kept under its bare address, not the request that asked (whose headers
    // differ by asker): a fresh answer then replaces the one copy, where under Vary it was put
    // beside a copy kept by another asker, which a lookup ignoring Vary could still find first.
    plugins: [{ cacheKeyWillBeUsed: async ({ request }) => key ?? request.url }],
  });

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/assets/'),
  networkFirst(PAGE_KEY),
);
registerRoute(({ url }) => sameOrigin(url) && NETWORK_FIRST_FILES.includes(url.pathname), networkFirst());

// Product and category pictures: kept once seen, least recently used dropped first. A picture from
// another host is opaque (its size unknown to us), so the cap counts pictures: 300 of the catalogue's
// ~100 KB pictures is about 30 MB.
// Map tiles (/{z}/{x}/{y}) are left to the browser and the tile server's own caching rules.
const isTile = (url: URL) => /\/\d+\/\d+\/\d+(@2x)?\.\w+$/.test(url.pathname);
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    !isTile(url) &&
    !(sameOrigin(url) && url.pathname.startsWith('/assets/')),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      // Offline, a picture never seen has no copy and no network: the worker answers with an empty
      // picture, so the page shows the empty box it shows for a product without one, not a broken
      // picture. Not kept: the real picture is asked for again next time.
      { handlerDidError: async () => emptyPicture() },
    ],
  }),
);

function emptyPicture(): Response {
  return new Response(EMPTY_PICTURE, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
  });
}

// The first visit was loaded before this worker existed, so the page and config it used are put
// in the cache now: an offline reload after one visit still opens the shop.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then(async (cache) => {
      const [page, config] = await Promise.all([fetch('/', { cache: 'no-cache' }), fetch('/config.json')]);
      if (page.ok) await cache.put(PAGE_KEY, page);
      if (config.ok) {
        // A previous worker kept the page's own request's copy beside this one (see above).
        await cache.delete('/config.json', SAME_FOR_ANY_ASKER);
        await cache.put('/config.json', config);
      }
    }),
  );
});

// A new build waits until the shopper taps Reload (app/offline/update-notice.tsx): taking over a
// tab mid-checkout would swap its code under it.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});

// The very first install takes the open tab at once, so the pictures it shows are kept.
clientsClaim();
