import { z } from 'zod/mini';
import { isSecure, isSecureUrl, parseUrl } from '#lib/safe-url.ts';

// The field rules of the deployment config: what a host, an origin, a page or a stylesheet may be.

export const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #b08a61'));

const withoutTrailingSlash = z.transform((value: string) => value.replace(/\/+$/, ''));

/**
 * Every absolute URL of the config (hosts, map, analytics, links): on plain http to another machine
 * anyone on the way could read or swap what travels (a password, a token, the addresses a shopper
 * searches for), so https, and http only on loopback, as api_endpoint and trusted_origins.
 */
export const secureUrl = z.pipe(
  z
    .string()
    .check(
      z.url(),
      z.refine(isSecureUrl, 'must be an https URL (http only on localhost, 127.0.0.1 or [::1])'),
    ),
  withoutTrailingSlash,
);

/**
 * The origin `value` names (scheme, host, port; a trailing slash is fine) when it is a secure one
 * (see isSecureUrl) and nothing more: no path, query, user or wildcard. Null otherwise.
 */
function secureOrigin(value: string): string | null {
  const url = parseUrl(value);
  if (!url || !isSecure(url)) return null;
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value)) return null;
  // The list also lands in the nginx config's CSP: letters, digits, dots and dashes only.
  if (!/^[a-z0-9.-]+$/.test(url.hostname) && url.hostname !== '[::1]') return null;
  return url.origin;
}

export const trustedOrigin = z.pipe(
  z
    .string()
    .check(
      z.refine(
        (value) => secureOrigin(value) !== null,
        'must be an origin like https://api.supplier.co.za: https (http only on localhost, 127.0.0.1 or [::1]), no path',
      ),
    ),
  z.transform((value) => secureOrigin(value) ?? value),
);

/**
 * A page the browser is sent to: an absolute URL (https, or http on this machine), or a path of
 * the storefront's own origin (`/demo-pay/gateway`, the demo's stand-in).
 */
export const pageUrl = z
  .string()
  .check(
    z.refine(
      (value) => (value.startsWith('/') && !/^\/[/\\]/.test(value)) || isSecureUrl(value),
      'must be an https URL or a path starting with a single /',
    ),
  );

/**
 * A stylesheet the browser may load: a path of the storefront's own origin or an https URL, of
 * plain path characters ending in `.css` (no query, quotes, parentheses or spaces). Never http,
 * `javascript:`, `data:` or a script: it only ever lands in a `<link rel="stylesheet">`, and its
 * origin in the rendered CSP's style-src (scripts/nginx/csp.ts).
 */
export const stylesheetUrl = z
  .string()
  .check(
    z.regex(
      /^(\/(?![/\\])|https:\/\/[a-z0-9.-]+(:\d{1,5})?\/)[\w\-./~%]*\.css$/i,
      'must be a .css path starting with a single / or an https URL',
    ),
  );
