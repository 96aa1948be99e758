import { seedLargeHistory } from './history-large.ts';
import type { SeedDataset } from './seed/types.ts';
import { orderItem, pastOrder } from './past-orders.ts';
import type { MutableState, StoredOrder } from './store-types.ts';

// Past orders for the demo shopper, so the orders list, re-order and the review prompt have something
// to show on first sign-in: one delivered and reviewed, one collected and not yet reviewed.

const DAY = 86_400_000;

/** The collected order without a review that seedHistory makes (its second; order ids start at 1001). */
export const SEEDED_UNREVIEWED_ORDER = 1002;

export function seedHistory(seed: SeedDataset, mut: MutableState): void {
  if (seed.name === 'large') {
    seedLargeHistory(seed, mut);
    return;
  }
  const shopper = mut.accounts[0];
  const supplier = seed.suppliers.find((s) => !s.disabled);
  if (!shopper || !supplier) return;
  const offers = seed.offers.filter((o) => o.supplier_id === supplier.id && !o.out_of_stock_at && !o.per_kg);
  const now = Date.parse(seed.now);
  const make = (
    daysAgo: number,
    picks: number[],
    dispatch: 'collect' | 'deliver',
    reviewed: boolean,
  ): StoredOrder => {
    const id = mut.next_ids.order ?? 1001;
    mut.next_ids.order = id + 1;
    const created = new Date(now - daysAgo * DAY).toISOString();
    const firstItem = mut.next_ids.item ?? 50_001;
    const items = picks.flatMap((index, n) => {
      const offer = offers[index];
      return offer ? [orderItem(firstItem + n, offer, n + 1, now - daysAgo * DAY + 120_000)] : [];
    });
    mut.next_ids.item = firstItem + items.length;
    return pastOrder({
      id,
      accountId: shopper.id,
      supplierId: supplier.id,
      created,
      dispatch,
      address: shopper.addresses[0] ?? null,
      shippingInCents: dispatch === 'deliver' ? 4_500 : 0,
      paidInCents: 0,
      items,
      review: reviewed
        ? { rating: 5, comment: null, created_at: new Date(now - (daysAgo - 1) * DAY).toISOString() }
        : null,
    });
  };
  const delivered = make(9, [3, 10, 25], 'deliver', true);
  // Online orders record what was paid; the gateway took the full total.
  delivered.paid_in_cents = delivered.items.reduce((s, i) => s + i.unit_price_in_cents * i.qty, 0) + 4_500;
  mut.orders.push(delivered, make(2, [5, 18], 'collect', false));
}
