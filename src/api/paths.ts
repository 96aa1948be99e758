import type { HostKind } from './define.ts';
import { record } from '#lib/record.ts';

// Where a call goes, spelled once for the HTTP layer (http.ts), the operations (operations/*.ts)
// and the early boot script (app/boot/early/), which builds the first page's URLs with the same
// function while the app still downloads. That script is inline in index.html on a tight budget,
// so nothing here may import a schema (zod) or the deployment config: callers pass what they read.

/** The deployment's config, beside index.html (preloaded there). */
export const CONFIG_URL = '/config.json';

/**
 * How the HTTP layer sends a public GET, and so how the early script sends it: an early answer is
 * taken by method and URL alone, so a header the two did not share would go unnoticed but for the
 * test that sends an operation through http.ts and compares (tests/api/early-responses.test.ts).
 */
export const PUBLIC_GET = { method: 'GET', headers: { Accept: 'application/json' } } satisfies RequestInit;

/** The paths of the calls a catalogue page makes first: its operations and the early script share them. */
export const FIRST_PAGE_PATHS = {
  categories: '/catalog/v1/categories',
  leaflets: '/catalog/v1/suppliers/{id}/leaflets',
  banners: '/api/v2/banners',
  ads: '/api/v2/ads',
  category: '/catalog/v1/categories/{id}',
  product: '/catalog/v1/products/{id}',
  productOffers: '/catalog/v1/products/{id}/offers',
} as const;

export interface ApiHosts {
  agency_host: string;
  main_host: string;
}

/** A config's `api` as hosts when both are text, else null (the early script reads it unvalidated). */
export function hostsOf(api: unknown): ApiHosts | null {
  const { agency_host, main_host } = record(api);
  return typeof agency_host === 'string' && typeof main_host === 'string' ? { agency_host, main_host } : null;
}

/** What picks a call's host: the deployment's hosts and mode, and the supplier a call is for. */
export interface CallTarget {
  api: ApiHosts;
  multiSupplier: boolean;
  supplier?: { api_endpoint: string | null } | undefined;
}

/**
 * The base URL of a call to a supplier's catalogue or orders. Agency mode serves every supplier from
 * the agency host; in market mode a supplier without its own endpoint is served by it too.
 */
export function supplierHost(
  api: ApiHosts,
  multiSupplier: boolean,
  supplier?: { api_endpoint: string | null },
): string {
  if (!multiSupplier || !supplier) return api.agency_host;
  return (supplier.api_endpoint ?? api.agency_host).replace(/\/+$/, '');
}

// Rails convention: arrays repeat as `key[]=a&key[]=b`; null/undefined are left out entirely.
export const toPairs = (key: string, value: unknown): [string, string][] =>
  value === undefined || value === null
    ? []
    : Array.isArray(value)
      ? value.flatMap((item) => toPairs(`${key}[]`, item))
      : [[key, typeof value === 'object' ? JSON.stringify(value) : String(value)]];

/**
 * The URL of a call: its host's base, its path with each `{name}` filled (encoded) from `params`,
 * and `query` as the query string. It checks nothing: the HTTP layer validates the values first,
 * and the early script passes only ids it has read as such.
 */
export function callUrl(
  host: HostKind,
  template: string,
  target: CallTarget,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const base =
    host === 'supplier'
      ? supplierHost(target.api, target.multiSupplier, target.supplier)
      : host === 'static'
        ? ''
        : target.api[`${host}_host`];
  const path = template.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => toPairs(key, value)),
  ).toString();
  return base + path + (search && `?${search}`);
}
