import { getDeploymentConfig } from '#config/deployment-config.ts';
import type { CallOptions, OperationDefinition } from './define.ts';
import { MissingParameterError } from './errors.ts';
import type { CallTarget } from './paths.ts';

export interface Credentials {
  bearer?: string;
  basic?: { user: string; password: string };
  apiKey?: string;
}

// The account store registers this at boot; api/ imports no store.
let credentialsProvider: () => Credentials = () => ({});

/** Registers where auth headers come from (called once at boot and by tests). */
export function setCredentialsProvider(provider: () => Credentials): void {
  credentialsProvider = provider;
}

/**
 * What picks an operation's host (callUrl in paths.ts picks it). A supplier-host call names its
 * supplier (`options.supplier`), the one its query key names, so a cached answer always comes from
 * the host its key says; throws before any request when a market deployment's call names none.
 */
export function callTarget(definition: OperationDefinition, options?: CallOptions): CallTarget {
  const { api, features } = getDeploymentConfig();
  if (definition.host === 'supplier' && features.multi_supplier && !options?.supplier) {
    throw new MissingParameterError(definition.name, 'host', 'api_endpoint', 'no supplier given');
  }
  return { api, multiSupplier: features.multi_supplier, supplier: options?.supplier };
}

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    // Opaque origins (javascript:, data:, ...) all read 'null' and match nothing.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request to `url` may carry the shopper's credentials: only when its origin is the agency
 * host's, the main host's or one of the deployment's api.trusted_origins. A supplier's api_endpoint
 * comes from the supplier list, which the operator does not write; listing its origin is what vouches
 * for it. Other origins are still called (public catalogue calls need no token), without credentials.
 */
function mayReceiveCredentials(url: string): boolean {
  const origin = originOf(url);
  if (origin === null) return false;
  const { api } = getDeploymentConfig();
  return [api.agency_host, api.main_host, ...api.trusted_origins].some((host) => originOf(host) === origin);
}

export function authHeaders(definition: OperationDefinition, url: string): Record<string, string> {
  if (definition.auth.length === 0 || !mayReceiveCredentials(url)) return {};
  const credentials = credentialsProvider();
  for (const scheme of definition.auth) {
    if (scheme === 'bearer' && credentials.bearer) return { Authorization: `Bearer ${credentials.bearer}` };
    if (scheme === 'basic' && credentials.basic) {
      const { user, password } = credentials.basic;
      return { Authorization: `Basic ${utf8Base64(`${user}:${password}`)}` };
    }
    if (scheme === 'apiKey' && credentials.apiKey) return { 'X-Api-Key': credentials.apiKey };
  }
  // Signed out (or an untrusted origin, above): send nothing and let the server answer 401.
  return {};
}
