import type { ClientConfig } from '#api/schemas/client-config.ts';
import type { DispatchChoice } from '#domain/checkout/checkout-store.ts';

/** How the shopper sees an option: collect in store, a courier (PICUP), or the shop's own driver. */
export type DispatchKind = 'collect' | 'get_delivery' | 'delivery';

export interface DispatchOption extends DispatchChoice {
  kind: DispatchKind;
}

export const COLLECT = 'COLLECT';
export const PICUP = 'PICUP';

function optionFor(name: string): DispatchOption {
  if (name === COLLECT) return { name, kind: 'collect', requires_shipping: false, shipping_provider: null };
  if (name === PICUP)
    return { name, kind: 'get_delivery', requires_shipping: true, shipping_provider: PICUP };
  // Any other method is the shop delivering itself; its staff call to arrange it (spec 10).
  return { name, kind: 'delivery', requires_shipping: true, shipping_provider: name };
}

/** The dispatch choices a supplier's checkout config offers, in its order, each name once. */
export function dispatchOptions(config: ClientConfig): DispatchOption[] {
  const names = [...new Set(config.shipping.map((option) => option.name))];
  return names.map(optionFor);
}

/** The option a stored checkout chose, if the supplier still offers it. */
export function chosenOption(
  options: readonly DispatchOption[],
  dispatch: string | null,
): DispatchOption | null {
  return options.find((option) => option.name === dispatch) ?? null;
}
