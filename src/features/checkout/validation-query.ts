import { queryOptions } from '@tanstack/react-query';
import { cartApi } from '#api/operations/cart.ts';
import type { SupplierRef } from '#api/define.ts';
import * as accountKeys from '#api/keys/account.ts';
import type { CartItemInput, ValidateCartBody } from '#api/schemas/cart.ts';
import type { UserRef } from '#api/schemas/common.ts';
import type { CartLine } from '#domain/basket/cart-store.ts';
import type { CheckoutData } from '#domain/checkout/checkout-store.ts';

/** The checkout choices the supplier prices the basket with. */
export type ValidationChoices = Pick<
  CheckoutData,
  | 'requires_shipping'
  | 'shipping_provider'
  | 'shipping_address'
  | 'discount_code'
  | 'collection_date'
  | 'requires_bags'
  | 'client_config'
>;

export interface ValidationInput {
  supplier: SupplierRef;
  user: UserRef;
  lines: readonly CartLine[];
  choices: ValidationChoices;
}

/** Basket lines as the supplier reads them, each with the price the shopper saw. */
export function itemInputs(lines: readonly CartLine[]): CartItemInput[] {
  return lines.map((line) => ({
    offer_id: line.offer_id,
    qty: line.qty,
    price_in_cents: line.price_in_cents,
  }));
}

/** The validate call's body: each line with the price the shopper saw, so the server flags changes. */
export function validationBody({ supplier, user, lines, choices }: ValidationInput): ValidateCartBody {
  return {
    cart: {
      items: itemInputs(lines),
      requires_shipping: choices.requires_shipping,
      shipping_provider: choices.requires_shipping ? choices.shipping_provider : null,
      shipping_lat: choices.requires_shipping ? (choices.shipping_address?.latitude ?? null) : null,
      shipping_lon: choices.requires_shipping ? (choices.shipping_address?.longitude ?? null) : null,
      supplier_id: supplier.id,
      discount_code: choices.discount_code,
      collection_date: choices.collection_date,
      // Asked only where the shop sells bags, so it prices them into the total before payment.
      ...(choices.client_config?.bags ? { requires_bags: choices.requires_bags } : {}),
    },
    user: { id: user.id, login: user.login },
  };
}

/**
 * The supplier's check of the basket with the shopper's choices: stock, prices, delivery fee,
 * discount, credit and totals. The body is the key, so any change of line or choice asks again,
 * and the answer is never older than what the shopper sees. Always fresh on screen entry: stock and
 * prices move while a shopper browses.
 */
export function cartValidationQuery(input: ValidationInput) {
  const body = validationBody(input);
  return queryOptions({
    queryKey: accountKeys.validation(input.user.id, input.supplier.id, body.cart),
    queryFn: ({ signal }) => cartApi.validate({ body }, { signal, supplier: input.supplier }),
    select: (response) => response.validation,
    staleTime: 0,
    enabled: body.cart.items.length > 0,
  });
}
