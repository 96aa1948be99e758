// Image addresses come from the supplier API, so anyone who can edit a supplier's catalogue picks
// them. Only web images may reach `<img src>`: never `javascript:`, `data:` (an SVG or a look-alike
// picture the API cannot vouch for), `blob:`, or plain `http:` (mixed content, readable and
// swappable on the way).

/**
 * Hosts that can only mean this machine. The fake API of local development and e2e is served over
 * plain http on them; browsers treat these hosts as secure contexts for the same reason.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// Any origin works: it only tells a root-relative path apart from an address that leaves the origin.
const BASE = 'https://storefront.invalid';

/** `new URL`, or null for text it cannot read. */
export function parseUrl(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * https, or http on a loopback host (local development and e2e), with no `user:password@`: the
 * host a reader sees first is then the host the browser calls, so `https://shop.example@evil.example/`
 * cannot pass as the shop, and no credentials ride along in the address.
 */
export function isSecure(url: URL): boolean {
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/**
 * True for an absolute https URL, or an http one on localhost, 127.0.0.1 or [::1] (local
 * development), without user or password; false for anything else (http elsewhere, userinfo,
 * javascript:, ftp:, unparsable text).
 */
export function isSecureUrl(value: string): boolean {
  const url = parseUrl(value);
  return url !== null && isSecure(url);
}

/**
 * `url` when it is an `https:` image (or `http:` on a loopback host) or a same-origin path
 * (`/img/x.png`), normalised as the browser would read it; null for anything else, so the caller
 * shows its no-image placeholder. Anything but text is no address (the early boot script passes
 * answers it has not validated).
 */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const absolute = parseUrl(url);
  if (absolute) return isSecure(absolute) ? absolute.href : null;
  // Relative: only a path from the root. `//host`, `/\host` and `/<tab>/host` resolve to another
  // origin; `/.//host` normalises to `//host`, which would be protocol-relative once rendered.
  const relative = parseUrl(url, BASE);
  if (!url.startsWith('/') || relative?.origin !== BASE) return null;
  const path = `${relative.pathname}${relative.search}${relative.hash}`;
  return path.startsWith('//') ? null : path;
}
