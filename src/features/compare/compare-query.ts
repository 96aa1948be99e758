import { queryOptions } from '@tanstack/react-query';
import { cartApi } from '#api/operations/cart.ts';
import * as accountKeys from '#api/keys/account.ts';
import type { CartItemInput } from '#api/schemas/cart.ts';
import type { CartLine } from '#domain/basket/cart-store.ts';

export interface ComparisonInput {
  userId: number;
  lines: readonly CartLine[];
  /** Where the shopper is: the comparison takes the shops near them. */
  position: { lat: number; lon: number };
  /** The debug form adds the theoretical cheapest basket. */
  debug: boolean;
}

function items(lines: readonly CartLine[]): CartItemInput[] {
  return lines.map((line) => ({ offer_id: line.offer_id, qty: line.qty }));
}

/**
 * The basket priced at every shop near the shopper: the marketplace keeps the shopper's basket
 * (sync; one per account, replaced each time) and compares it by product and pack. The lines and the
 * position are the key, so a changed basket is compared again. Never cached for long: prices move.
 */
export function comparisonQuery({ userId, lines, position, debug }: ComparisonInput) {
  const body = { items: items(lines), ...position };
  return queryOptions({
    queryKey: accountKeys.comparison(userId, { ...body, debug }),
    queryFn: async ({ signal }) => {
      const { cart } = await cartApi.compareSync({ body }, { signal });
      if (cart.id === null) throw new Error('the marketplace kept no basket to compare');
      const query = { id: cart.id, ...position };
      if (!debug) return { ...(await cartApi.compare(query, { signal })), cheapest: null };
      return cartApi.compareDebug(query, { signal });
    },
    staleTime: 0,
  });
}
