import type { ClientConfig } from '../../api/schemas/client-config';

/**
 * Payment options this storefront can take, by the names suppliers list in
 * client_config.shipping[].payment_options. Cash and offline EFT need no online provider; the
 * online and account providers slot in here as they are built (docs/decisions/013).
 */
export const PAYMENT_PROVIDERS = ['CASH', 'OFFLINE_EFT'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Provider name for an order paid entirely from store credit (spec: credit checkout). */
export const CREDIT_PROVIDER = 'CREDIT';

function isProvider(name: string): name is PaymentProvider {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(name);
}

/** The shipping option the shopper's dispatch choice stands for. */
export function shippingOptionName(requiresShipping: boolean, shippingProvider: string | null): string {
  return requiresShipping ? (shippingProvider ?? 'PICUP') : 'COLLECT';
}

/** The payment options of the chosen shipping option that this storefront can take, in the supplier's order. */
export function paymentOptionsFor(
  config: ClientConfig | null,
  requiresShipping: boolean,
  shippingProvider: string | null,
): PaymentProvider[] {
  const name = shippingOptionName(requiresShipping, shippingProvider);
  const option = config?.shipping.find((s) => s.name === name);
  return (option?.payment_options ?? []).map((p) => p.toUpperCase()).filter(isProvider);
}
