// Which online providers show a QR code (wide screens) or open the wallet app (phones); the names
// and which options are online live in api/payment-options.

export function isWallet(provider: string): boolean {
  return provider === 'WALLET' || provider === 'WALLET_2';
}
