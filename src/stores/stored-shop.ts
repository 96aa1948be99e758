import { record } from '#lib/record.ts';
import { storedState } from '#lib/stored-state.ts';
import { isSecureUrl } from '#lib/safe-url.ts';
import { SUPPLIERS_STORE_VERSION } from './store-keys';

// How stored state is read without a schema library: the suppliers store reads its chosen shop with
// it, and so does the early boot script (app/boot/early/), inline in index.html, which must stay
// small and must ask for the shop the app will show; it reads the shopper's data saver choice too.

/** A chosen shop as the suppliers store keeps it. */
export interface StoredShop {
  id: number;
  name: string;
  api_endpoint: string | null;
}

/**
 * A stored shop, or null when it cannot be read: the shopper then chooses again. A stored endpoint
 * is checked as the supplier list's is (https only, http on loopback); an insecure one is none.
 */
export function readStoredShop(value: unknown): StoredShop | null {
  const { id, name, api_endpoint } = record(value);
  if (!(Number.isSafeInteger(id) && (id as number) > 0 && typeof name === 'string')) return null;
  const endpoint = typeof api_endpoint === 'string' && isSecureUrl(api_endpoint) ? api_endpoint : null;
  return { id: id as number, name, api_endpoint: endpoint };
}

/**
 * The chosen shop in the suppliers store's stored text, as the store rehydrates it: its
 * `state.selected`, read with readStoredShop.
 */
export const storedSelection = (text: string | null) =>
  readStoredShop(storedState(text, SUPPLIERS_STORE_VERSION).selected);
