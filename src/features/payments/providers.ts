// Payment options by the names suppliers list in client_config.shipping[].payment_options
// (docs/payments.md). Which of them need the shopper to pay online before the order is packed.

/** Paid online now: a page of the gateway, the card form, or a mobile wallet. */
export const ONLINE_PROVIDERS = ['GATEWAY', 'CARD', 'WALLET', 'WALLET_2'] as const;
export type OnlineProvider = (typeof ONLINE_PROVIDERS)[number];

export function isOnline(provider: string): provider is OnlineProvider {
  return (ONLINE_PROVIDERS as readonly string[]).includes(provider.toUpperCase());
}

/** The wallets show a QR code (wide screens) or open the wallet app (phones). */
export function isWallet(provider: string): boolean {
  return provider === 'WALLET' || provider === 'WALLET_2';
}
