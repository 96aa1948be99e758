import { cartApi } from '../../../src/api/operations/cart';
import { timeslotsApi } from '../../../src/api/operations/timeslots';
import type { Order } from '../../../src/api/schemas/order';
import { getState } from '../../../src/mocks/db/state';
import { useAccountStore } from '../../../src/stores/account-store';
import { aCollectionOrder, SEA_POINT } from '../../support/fixtures';

// An order the signed-in shopper placed at Sea Point a moment ago, through the supplier API as the
// checkout places it (the checkout's own tests cover the screens that lead there).

/** Offers Sea Point sells today, counted (not per kg), at R10 or more each. */
export function seaPointOffers(count: number) {
  return getState('reference')
    .seed.offers.filter(
      (o) =>
        o.supplier_id === SEA_POINT.id &&
        o.published &&
        !o.out_of_stock_at &&
        !o.stokvel &&
        !o.per_kg &&
        o.price_in_cents >= 1_000,
    )
    .slice(0, count);
}

/** Collects `count` different items (2 of each) at the first slot, paying `provider`. */
export async function placeTestOrder({ count = 2, provider = 'CASH' } = {}): Promise<Order> {
  const account = useAccountStore.getState().account;
  if (!account) throw new Error('sign a shopper in first');
  const { timeslots } = await timeslotsApi.getTimeslots({ id: SEA_POINT.id, requires_shipping: false });
  const { order } = await cartApi.registerOrder(
    {
      body: aCollectionOrder(
        account,
        SEA_POINT.id,
        seaPointOffers(count).map((o) => ({ offer_id: o.id, qty: 2, price_in_cents: o.price_in_cents })),
        timeslots[0]!.value,
        { provider },
      ),
    },
    { idempotencyKey: `test-${Math.random()}`, supplier: SEA_POINT },
  );
  return order;
}
