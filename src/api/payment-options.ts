import type { ClientConfig } from './schemas/client-config';

/**
 * Payment options this storefront can take, by the names suppliers list in
 * client_config.shipping[].payment_options (docs/payments.md); checkout and the pay screen both
 * read them here. Cash, offline EFT, the wallet paid
 * at the door and the debtor card are settled without a payment screen; the online ones are paid
 * on `/orders/{id}/pay` right after the order is placed.
 */
export const PAYMENT_PROVIDERS = [
  'CASH',
  'OFFLINE_EFT',
  'GATEWAY',
  'CARD',
  'WALLET',
  'WALLET_2',
  'WALLET_ON_DELIVERY',
  'DEBTORCARD',
] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Paid on the payment screen once the order exists: a gateway page, the card form or a wallet. */
export const ONLINE_PROVIDERS = ['GATEWAY', 'CARD', 'WALLET', 'WALLET_2'] as const;
export type OnlineProvider = (typeof ONLINE_PROVIDERS)[number];

export function paysOnline(provider: string | null | undefined): provider is OnlineProvider {
  return (ONLINE_PROVIDERS as readonly (string | undefined)[]).includes(provider?.toUpperCase());
}

/** Provider name for an order paid entirely from store credit (spec: credit checkout). */
export const CREDIT_PROVIDER = 'CREDIT';

function isProvider(name: string): name is PaymentProvider {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(name);
}

/** The shipping option the shopper's dispatch choice stands for. */
export function shippingOptionName(requiresShipping: boolean, shippingProvider: string | null): string {
  return requiresShipping ? (shippingProvider ?? 'PICUP') : 'COLLECT';
}

/**
 * The payment options of the chosen shipping option that this storefront can take, in the
 * supplier's order. The debtor card only for a shopper with an accepted card at this shop (spec 5).
 */
export function paymentOptionsFor(
  config: ClientConfig | null,
  requiresShipping: boolean,
  shippingProvider: string | null,
  hasDebtorCard = false,
): PaymentProvider[] {
  const name = shippingOptionName(requiresShipping, shippingProvider);
  const option = config?.shipping.find((s) => s.name === name);
  return (option?.payment_options ?? [])
    .map((p) => p.toUpperCase())
    .filter(isProvider)
    .filter((p) => p !== 'DEBTORCARD' || hasDebtorCard);
}
