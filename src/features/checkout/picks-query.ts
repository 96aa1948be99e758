import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import type { SupplierRef } from '#api/define.ts';
import { cartApi } from '#api/operations/cart.ts';
import * as catalogKeys from '#api/keys/catalog.ts';
import type { CartItemInput } from '#api/schemas/cart.ts';
import type { CartLine } from '#domain/basket/cart-store.ts';

/** What the picks check is asked about: each line with the price the shopper saw. */
function picksItems(lines: readonly CartLine[]): CartItemInput[] {
  return lines.map((line) => ({
    offer_id: line.offer_id,
    qty: line.qty,
    price_in_cents: line.price_in_cents,
  }));
}

/**
 * The supplier's stock and price check of the basket lines; needs no sign-in. The lines are the
 * key, so a change of line asks again; the previous answer stays on screen meanwhile, so the tags
 * do not flicker while the shopper steps a quantity. No shop chosen (or no lines): nothing to ask.
 */
export function picksQuery(supplier: SupplierRef | null, lines: readonly CartLine[]) {
  const items = picksItems(lines);
  return queryOptions({
    queryKey: catalogKeys.picks(supplier?.id ?? null, items),
    queryFn:
      supplier && items.length > 0
        ? ({ signal }) => cartApi.validatePicks({ body: { items } }, { signal, supplier })
        : skipToken,
    select: (response) => response.items,
    placeholderData: keepPreviousData,
    // Stock moves while a shopper browses: always ask again when the basket opens.
    staleTime: 0,
  });
}
