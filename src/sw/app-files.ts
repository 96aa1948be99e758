// The files a deployment renders beside config.json from its theme (build/web-manifest.ts), by the
// names the page links them under and the service worker asks the network for first: one list, so
// a renamed file cannot leave the page, the worker or the build asking for the old name.

export const MANIFEST_FILE = 'manifest.webmanifest';
export const ICON_FILE = 'icons/app.svg';
export const MASKABLE_ICON_FILE = 'icons/maskable.svg';
/** Linked from index.html: iOS's home-screen icon. Without it, iOS uses a screenshot of the page. */
export const APPLE_TOUCH_ICON_FILE = 'icons/apple-touch-icon.png';
