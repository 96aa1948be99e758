import type { SeedDataset } from './seed/types.ts';
import type { MutableState, StoredOrder } from './store-types.ts';

// Past orders for the demo shopper, so the orders list, re-order and the review prompt have something
// to show on first sign-in: one delivered and reviewed, one collected and not yet reviewed.

const DAY = 86_400_000;

/** The collected order without a review that seedHistory makes (its second; order ids start at 1001). */
export const SEEDED_UNREVIEWED_ORDER = 1002;

export function seedHistory(seed: SeedDataset, mut: MutableState): void {
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
    const items = picks.flatMap((index, n) => {
      const offer = offers[index];
      if (!offer) return [];
      const itemId = (mut.next_ids.item ?? 50_001) + n;
      return [
        {
          id: itemId,
          offer_id: offer.id,
          sellable_id: offer.sellable_id,
          name: offer.name,
          qty: n + 1,
          qty_ordered: n + 1,
          unit_price_in_cents: offer.price_in_cents,
          base_price_in_cents: offer.base_price_in_cents,
          price_changed: false,
          short: false,
          accepted_limited_stock: false,
          removed: false,
          packed_at: new Date(now - daysAgo * DAY + 120_000).toISOString(),
        },
      ];
    });
    mut.next_ids.item = (mut.next_ids.item ?? 50_001) + items.length;
    const address = shopper.addresses[0] ?? null;
    return {
      id,
      reference: `ORD-${String(id).padStart(6, '0')}`,
      account_id: shopper.id,
      supplier_id: supplier.id,
      created_at: created,
      provider: dispatch === 'deliver' ? 'GATEWAY' : 'CASH',
      dispatch,
      shipping_provider: dispatch === 'deliver' ? 'PICUP' : null,
      shipping_address: dispatch === 'deliver' && address ? { ...address } : null,
      collection_date: created.slice(0, 10),
      shipping_price_in_cents: dispatch === 'deliver' ? 4_500 : 0,
      discount_code: null,
      discount_in_cents: 0,
      credit_in_cents: 0,
      requires_bags: false,
      bag_qty: 0,
      bag_price_in_cents: 90,
      stokvel: false,
      is_demo: false,
      items,
      paid_in_cents: 0,
      paid_at: dispatch === 'deliver' ? created : null,
      offline_payment_at: null,
      cancelled_at: null,
      stock_resolved_at: null,
      review: reviewed
        ? { rating: 5, comment: null, created_at: new Date(now - (daysAgo - 1) * DAY).toISOString() }
        : null,
      events: [],
    };
  };
  const delivered = make(9, [3, 10, 25], 'deliver', true);
  // Online orders record what was paid; the gateway took the full total.
  delivered.paid_in_cents = delivered.items.reduce((s, i) => s + i.unit_price_in_cents * i.qty, 0) + 4_500;
  mut.orders.push(delivered, make(2, [5, 18], 'collect', false));
}
