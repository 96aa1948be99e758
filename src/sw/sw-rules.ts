// What the service worker (sw.ts) and the page that registers it agree on.
import { ICON_FILE, MANIFEST_FILE, MASKABLE_ICON_FILE } from './app-files';

/** The page's, config's and version's cache. */
export const SHELL_CACHE = 'storefront-shell';
/** Product and category pictures. */
export const IMAGE_CACHE = 'storefront-images';
/** What answers for a picture with neither a kept copy nor a network: transparent, of any size. */
export const EMPTY_PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
/** The one key index.html is kept under, whatever address loaded it. */
export const PAGE_KEY = '/index.html';
/** Same-origin files asked of the network first, the cached copy answering only when it fails. */
export const NETWORK_FIRST_FILES: readonly string[] = [
  '/config.json',
  '/version.txt',
  `/${MANIFEST_FILE}`,
  `/${ICON_FILE}`,
  `/${MASKABLE_ICON_FILE}`,
  '/favicon.svg',
];
/** The worker's script, at the root so its scope is the whole app. */
export const SW_URL = '/sw.js';
export const SW_MESSAGES = { skipWaiting: 'SKIP_WAITING' } as const;
