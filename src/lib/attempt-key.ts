/**
 * A fresh idempotency key for one attempt at a create (an order, an address, a card request): a
 * retry after a lost answer reuses it, a new attempt gets a new one. randomUUID needs a secure
 * context, so a demo served over plain http on a LAN address falls back to getRandomValues.
 */
export function newAttemptKey(): string {
  // Typed as always there, but browsers leave it out of insecure contexts.
  if (globalThis.isSecureContext !== false && 'randomUUID' in crypto) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
