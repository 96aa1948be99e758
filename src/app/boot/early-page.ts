import type { SupplierRef } from '../../api/define';
import type { FirstPage } from '../../api/first-page-calls';
import { record } from '../../lib/record';
import { isSecureUrl } from '../../lib/safe-url';
import { SUPPLIERS_STORE_VERSION } from '../../stores/store-keys';

// What the early boot script (early.ts) needs to know before the app has loaded: which catalogue
// page the address opens, and which shop is chosen. Each reads its input the way
// the app will, so that the early requests are the app's own; where it cannot tell, it says null.

type Json = Record<string, unknown>;

/** The catalogue page at `pathname` whose first calls are known, as the router matches it. */
export function pageAt(pathname: string): FirstPage | null {
  if (pathname === '/') return { name: 'home' };
  const match = /^\/(category|product)\/([1-9]\d{0,14})$/.exec(pathname);
  return match ? { name: match[1] as 'category' | 'product', id: Number(match[2]) } : null;
}

/**
 * The chosen shop in the suppliers store's stored text, read as the store reads it: another
 * version or an unreadable entry is no choice, an insecure endpoint is no endpoint.
 */
export function storedSelection(stored: string | null): SupplierRef | null {
  let persisted: Json = {};
  try {
    persisted = record(JSON.parse(stored ?? '{}'));
  } catch {
    // Unreadable: the store drops it too.
  }
  const { id, name, api_endpoint } = record(record(persisted.state).selected);
  const readable =
    persisted.version === SUPPLIERS_STORE_VERSION &&
    Number.isSafeInteger(id) &&
    (id as number) > 0 &&
    typeof name === 'string';
  if (!readable) return null;
  const endpoint = typeof api_endpoint === 'string' && isSecureUrl(api_endpoint) ? api_endpoint : null;
  return { id: id as number, api_endpoint: endpoint };
}
