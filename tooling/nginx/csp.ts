import { createHash } from 'node:crypto';
import type { DeploymentConfig } from '../../src/config/deployment-config.ts';

// The storefront's Content-Security-Policy, derived from a deployment config so an operator never
// types host lists by hand. The build's only inline script is the early boot script in index.html,
// allowed by its hash; there is no inline style.

export interface CspExtras {
  /**
   * More API origins on top of the config's api.trusted_origins (always allowed); also allowed for
   * images. Unlike the config's list, these never receive the shopper's credentials.
   */
  connectSrc?: readonly string[];
  /** Image CDNs other than the API hosts. */
  imgSrc?: readonly string[];
  /** Form targets besides the config's payment gateway. */
  formAction?: readonly string[];
  /** The built index.html: its inline scripts (the early boot script) are allowed by hash. */
  indexHtml?: string;
}

/** The text of each inline script of a page (a <script> without src). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, code]) => code ?? '',
  );
}

/**
 * 'sha256-...' sources for the inline scripts of a page: exactly those may run, and a script an
 * attacker injects (or an edited one) may not. Scripts with a src are covered by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

// An origin, optionally with a leading wildcard label (https://*.supplier.co.za) and a path, which is
// dropped (an api_endpoint copied as it is). Nothing else may reach the nginx config: no quotes,
// semicolons, spaces or variables.
const SOURCE = /^(https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?)(?:\/[\w\-./~%]*)?$/i;

/** Reduces a URL or origin given on the command line to a CSP origin; throws on anything else. */
export function toCspSource(value: string): string {
  const origin = SOURCE.exec(value.trim())?.[1];
  if (!origin) {
    throw new Error(`"${value}" is not an origin like https://api.example.co.za (no quotes or spaces)`);
  }
  return origin.includes('*') ? origin.toLowerCase() : new URL(origin).origin;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The API origins a deployment's browser code calls (agency, main and analytics hosts). Ad tracking
 * sends its beacons to the analytics endpoint too, even where general analytics stay off.
 */
export function apiOrigins(config: DeploymentConfig): string[] {
  const hosts = [config.api.agency_host, config.api.main_host];
  const { enabled, endpoint, ad_tracking } = config.analytics;
  if ((enabled || ad_tracking?.enabled) && endpoint) hosts.push(endpoint);
  return unique(hosts.map((host) => new URL(host).origin));
}

/**
 * The supplier API origins the config trusts with the shopper's credentials (api.trusted_origins):
 * the browser must also be allowed to call them and load their images. The schema already reduced
 * each to an origin of letters, digits, dots and dashes (src/config/deployment-config.ts).
 */
export function trustedOrigins(config: DeploymentConfig): string[] {
  return unique(config.api.trusted_origins.map((origin) => new URL(origin).origin));
}

/**
 * What the payment providers need (config.payments): the gateway's page as a form target (a path
 * of the storefront's own origin is 'self' already), the card provider's tokenising endpoint as a
 * fetch target, and the wallets' QR images.
 */
export function paymentOrigins(config: DeploymentConfig): {
  forms: string[];
  connect: string[];
  images: string[];
} {
  const { gateway_url, card_token_url, wallet_origins } = config.payments;
  return {
    forms: gateway_url.startsWith('/') ? [] : [new URL(gateway_url).origin],
    connect: [new URL(card_token_url).origin],
    images: unique(wallet_origins.map((origin) => new URL(origin).origin)),
  };
}

/** The map tile origin (images) and the geocoder origin (fetch) of the address picker. */
export function mapOrigins(config: DeploymentConfig): { tiles: string; geocoder: string } {
  // Placeholders such as {s}.tile.example.org cannot be an origin; a wildcard label covers them.
  const template = config.map.tile_url.replace(/^(https?:\/\/)\{s\}\./, '$1*.');
  const tiles = toCspSource(template.replace(/\{[a-z]+\}/g, '0'));
  return { tiles, geocoder: new URL(config.map.geocoder_url).origin };
}

/**
 * The origin of config.terms_url when the terms live elsewhere (a path is 'self' already). Through
 * toCspSource, since a URL's host may hold characters (quotes, `$`) that must not reach nginx.
 */
export function termsOrigins(config: DeploymentConfig): string[] {
  const url = config.terms_url;
  return url && !url.startsWith('/') ? [toCspSource(new URL(url).origin)] : [];
}

/**
 * The origin of the demo station's stylesheet when it lives elsewhere (a path is 'self' already):
 * style-src allows that origin and nothing else, so a station can restyle but never run script.
 */
export function stationStyleOrigins(config: DeploymentConfig): string[] {
  const sheet = config.demo_station?.stylesheet;
  return sheet && !sheet.startsWith('/') ? [toCspSource(new URL(sheet).origin)] : [];
}

/** Builds the Content-Security-Policy header value for a deployment. */
export function buildCsp(config: DeploymentConfig, extras: CspExtras = {}): string {
  // One setting (api.trusted_origins) governs both who gets the token and what the CSP allows.
  const suppliers = unique([...trustedOrigins(config), ...(extras.connectSrc ?? []).map(toCspSource)]);
  const api = apiOrigins(config);
  const map = mapOrigins(config);
  const pay = paymentOrigins(config);
  // Catalogue and payment pictures; the map's tiles are apart because the service worker leaves
  // them to the browser (src/sw/sw.ts), so only these need connect-src too.
  const pictures = unique([...api, ...suppliers, ...pay.images, ...(extras.imgSrc ?? []).map(toCspSource)]);
  const images = unique([...pictures, map.tiles]);
  const forms = unique([...pay.forms, ...(extras.formAction ?? []).map(toCspSource)]);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique(inlineScriptHashes(extras.indexHtml ?? ''))],
    // No style attributes or <style> in the build; the theme sets custom properties through the
    // CSSOM (style.setProperty), which CSP does not restrict.
    ['style-src', "'self'", ...stationStyleOrigins(config)],
    // data: only for Leaflet (the address picker's map): its tile layer points a removed or
    // abandoned tile at a data: GIF to cancel the download. API image addresses never reach an
    // <img> as data: (src/lib/safe-url.ts).
    ['img-src', "'self'", 'data:', ...images],
    ['font-src', "'self'"],
    // The picture hosts too: the service worker (src/sw/sw.ts) runs under this policy, and its
    // fetch of a picture it keeps is a connection, not an <img>.
    [
      'connect-src',
      "'self'",
      ...unique([...api, ...suppliers, map.geocoder, ...pay.connect, ...termsOrigins(config), ...pictures]),
    ],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'", ...forms],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
