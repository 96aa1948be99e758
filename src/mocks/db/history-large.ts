import { intBetween, rngFor } from './seed/prng.ts';
import type { SeedDataset } from './seed/types.ts';
import { orderItem, pastOrder } from './past-orders.ts';
import type { MutableState, StoredOrderItem } from './store-types.ts';

// The large dataset's demo shopper has a trade customer's history: 300 past orders over about
// fifteen months, every one collected or delivered and most of them reviewed, the oldest a 150-line
// opening stock-up. Enough to try the orders list, an order page and re-order at a real size.

export const LARGE_HISTORY_ORDERS = 300;
export const LARGE_OLDEST_ORDER_LINES = 150;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SALT_HISTORY = 41;
const COMMENTS = [
  'Everything there, packed well.',
  'Driver was early, thanks.',
  'One case was dented but the tins were fine.',
  'Quick collection, no queue.',
  null,
];

export function seedLargeHistory(seed: SeedDataset, mut: MutableState): void {
  const shopper = mut.accounts[0];
  const supplier = seed.suppliers.find((s) => !s.disabled);
  if (!shopper || !supplier) return;
  const offers = seed.offers.filter((o) => o.supplier_id === supplier.id && !o.out_of_stock_at && !o.per_kg);
  const fee = seed.delivery_fees.find((f) => f.supplier_id === supplier.id);
  const address = shopper.addresses[0] ?? null;
  const now = Date.parse(seed.now);
  const draw = rngFor(supplier.id, SALT_HISTORY);

  // A day or two between orders, newest yesterday; listed oldest first so ids rise with time.
  const ages: number[] = [];
  for (let i = 0, age = 1; i < LARGE_HISTORY_ORDERS; i++, age += intBetween(draw(), 1, 2)) ages.push(age);
  ages.reverse();

  ages.forEach((age, index) => {
    const id = mut.next_ids.order ?? 1001;
    mut.next_ids.order = id + 1;
    const placed = now - age * DAY - intBetween(draw(), 0, 8) * HOUR;
    const created = new Date(placed).toISOString();
    const lineCount = index === 0 ? LARGE_OLDEST_ORDER_LINES : intBetween(draw(), 3, 30);
    const picked = new Set<number>();
    while (picked.size < Math.min(lineCount, offers.length)) picked.add(Math.floor(draw() * offers.length));
    const firstItem = mut.next_ids.item ?? 50_001;
    const items = [...picked].flatMap((at, n): StoredOrderItem[] => {
      const offer = offers[at];
      if (!offer) return [];
      const qty = intBetween(draw(), 1, 6);
      return [orderItem(firstItem + n, offer, qty, placed + 120_000)];
    });
    mut.next_ids.item = firstItem + items.length;
    const deliver = draw() < 0.55;
    const subtotal = items.reduce((sum, item) => sum + item.unit_price_in_cents * item.qty, 0);
    const shipping = deliver && fee && subtotal < fee.free_over_in_cents ? fee.fee_in_cents : 0;
    const reviewed = draw() < 0.85;
    const rating = intBetween(draw(), 3, 5);
    const comment = COMMENTS[intBetween(draw(), 0, COMMENTS.length - 1)] ?? null;
    mut.orders.push(
      pastOrder({
        id,
        accountId: shopper.id,
        supplierId: supplier.id,
        created,
        dispatch: deliver ? 'deliver' : 'collect',
        address,
        shippingInCents: shipping,
        paidInCents: deliver ? subtotal + shipping : 0,
        items,
        review: reviewed ? { rating, comment, created_at: new Date(placed + DAY).toISOString() } : null,
      }),
    );
  });
}
