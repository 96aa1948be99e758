// Checksums of the demo payment gateway (a PayGate PayWeb3 stand-in). The real gateway signs with a
// key shared by the gateway and the supplier's server only; here that key is a constant of the fake
// backend, so it lives in src/mocks and never in the storefront's code or a production build.

/** The fake gateway's and fake supplier's shared secret. Not a real key: the demo signs with it. */
const DEMO_GATEWAY_KEY = 'demo-gateway-key-7f3c1a';

/** 32-bit FNV-1a of a string's UTF-16 code units, as 8 hex digits. Deterministic everywhere. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** CHECKSUM of a gateway message: the fields concatenated in the gateway's order, signed with the key. */
export function gatewayChecksum(value: string): string {
  return fnv1a(`${value}|${DEMO_GATEWAY_KEY}`);
}

/** CHECKSUM the supplier hands out with a payment request (the storefront posts it to the gateway). */
export function requestChecksum(payRequestId: string): string {
  return gatewayChecksum(payRequestId);
}

/** CHECKSUM of the gateway's return to the shop: PAY_REQUEST_ID followed by TRANSACTION_STATUS. */
export function returnChecksum(payRequestId: string, transactionStatus: string): string {
  return gatewayChecksum(`${payRequestId}${transactionStatus}`);
}
