// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
  OfferSearchResponseSchema,
} from '../../src/api/schemas/catalog.ts';
import {
  OrdersPageResponseSchema,
  type Order,
  type OrdersPageResponse,
} from '../../src/api/schemas/order.ts';
import { setNow } from '../../src/mocks/db/clock.ts';
import { LARGE_HISTORY_ORDERS, LARGE_OLDEST_ORDER_LINES } from '../../src/mocks/db/history-large.ts';
import { createDataset } from '../../src/mocks/db/seed/dataset.ts';
import { LARGE_BIG_CATEGORY_ID, LARGE_SEARCH_TERM } from '../../src/mocks/db/seed/products-large.ts';
import { renderSeedImage } from '../../src/mocks/db/seed/image-lookup.ts';
import { getState, resetState } from '../../src/mocks/db/state.ts';
import { supplierOffers } from '../../src/mocks/handlers/catalog.ts';
import { matchesSearch, searchWords } from '../../src/mocks/handlers/catalog-lists.ts';
import { parseImagePath } from '../../src/mocks/images.ts';
import { NOW, ok, signIn } from './handlers-helpers.ts';

// The large dataset (one wholesaler, about 10,000 products) has the sizes it promises, is built the
// same way every time, and adding it changed nothing in the other two datasets.

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

// Written independently of the seed's own helper so a bug there cannot hide itself.
function isValidEan13(code: string): boolean {
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

// Recorded from the seed before the large dataset was added (and its speed-ups to the shared seed
// code): the datasets and the demo shopper's seeded orders, for NOW. A change here is a change
// existing tests and saved demo links may depend on.
const UNCHANGED = {
  reference: {
    dataset: '6f80916d01e02a7ac8dc2b9fd2e7156a866966f364ff1421fcd75938939ea931',
    orders: '88a5a8464b477d4c70b02df2631136a7f28e02fc18c2577f3dee16aa59a25f73',
  },
  market: {
    dataset: '8dacef5a3441f4cea5dbc47dba41b9e6da5d6026e1c833dc778eaa9cd641161c',
    orders: '0f987975f48009a00970396345665ca3fae550fb5cc0b48575754a00239e95d4',
  },
} as const;

// Read-only checks, so one backend state serves them all (a large build is the slow part).
beforeAll(() => {
  resetState();
  setNow(NOW);
});
afterAll(() => {
  resetState();
  setNow(null);
});

describe('large dataset', () => {
  const data = createDataset('large', NOW);

  it('has about 10,000 products from one open wholesaler, over several departments', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(9_800);
    expect(data.products.length).toBeLessThanOrEqual(10_500);
    expect(data.suppliers.map((s) => [s.id, s.name, s.disabled])).toEqual([[31, 'Cape Cash & Carry', false]]);
    expect(data.offers.length).toBe(data.sellables.length);
    expect(data.offers.filter((o) => o.promo).length).toBeGreaterThan(1_000);
    const roots = data.categories.filter((c) => c.parent_id === null);
    expect(roots.length).toBeGreaterThanOrEqual(10);
    expect(roots.reduce((sum, r) => sum + (r.products_count ?? 0), 0)).toBe(data.products.length);
  });

  it('has exactly one category of 2,000 products, all listed by the category endpoint', async () => {
    const perLeaf = new Map<number, number>();
    for (const p of data.products) {
      const leaf = p.catalog_paths[0]?.category_id ?? 0;
      perLeaf.set(leaf, (perLeaf.get(leaf) ?? 0) + 1);
    }
    expect([...perLeaf].filter(([, count]) => count === 2_000)).toEqual([[LARGE_BIG_CATEGORY_ID, 2_000]]);

    const { category } = await ok(
      CategoryResponseSchema,
      'GET',
      `/large/catalog/v1/categories/${LARGE_BIG_CATEGORY_ID}`,
    );
    expect(category.products).toHaveLength(2_000);
    const { categories } = await ok(CategoriesResponseSchema, 'GET', '/large/catalog/v1/categories');
    expect(categories.reduce((sum, c) => sum + c.products_count, 0)).toBe(data.products.length);
  });

  it(`answers the search "${LARGE_SEARCH_TERM}" with at least 1,000 offers`, async () => {
    const state = getState('large');
    const supplier = state.seed.suppliers[0]!;
    const words = searchWords(LARGE_SEARCH_TERM);
    const matches = supplierOffers(state, supplier, (o) => matchesSearch(state, o, words));
    expect(matches.length).toBeGreaterThanOrEqual(1_000);
    // The endpoint agrees: a sixth page of 200 exists.
    const fifth = await ok(
      OfferSearchResponseSchema,
      'GET',
      `/large/catalog/v1/offers/search?query=${LARGE_SEARCH_TERM}&per_page=200&page=5`,
    );
    expect(fifth.offers).toHaveLength(200);
    expect(fifth.pagination.next_page).toBe(6);
  });

  it('sells at least 100 items by weight, with the per-kg fields set', () => {
    const weighed = data.offers.filter((o) => o.per_kg);
    expect(weighed.length).toBeGreaterThanOrEqual(100);
    for (const o of weighed) {
      expect(o.per_kg_symbol).toBe('kg');
      expect(Number(o.per_kg_qty_min)).toBeGreaterThan(0);
      expect(o.per_kg_qty_step).toBe('0.050');
      expect(o.name).toMatch(/, per kg$/);
    }
  });

  it('gives the demo shopper 300 past orders, the oldest with 150 lines, all handed over', async () => {
    const { token, user } = await signIn('large');
    const orders: Order[] = [];
    for (let page: number | null = 1; page !== null;) {
      const answer: OrdersPageResponse = await ok(
        OrdersPageResponseSchema,
        'GET',
        `/large/api/v1/users/${user.id}/orders?page=${page}&per_page=200`,
        { token },
      );
      orders.push(...answer.orders);
      page = answer.pagination.next_page;
    }
    expect(orders).toHaveLength(LARGE_HISTORY_ORDERS);
    expect(orders.every((o) => o.status === 'collected' || o.status === 'delivered')).toBe(true);
    expect(orders.filter((o) => o.reviewed_at !== null).length).toBeGreaterThan(LARGE_HISTORY_ORDERS / 2);
    // Newest first: the last one is the oldest.
    const oldest = orders.at(-1)!;
    expect(oldest.order_items).toHaveLength(LARGE_OLDEST_ORDER_LINES);
    const months = new Set(orders.map((o) => o.created_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it('is deterministic for the same now', () => {
    expect(createDataset('large', NOW)).toStrictEqual(data);
  });

  // seed.test.ts's row-by-row checks, batched: one expect per rule keeps 20,000 rows quick.
  it('keeps ids unique and every reference pointing at a row that exists', () => {
    for (const rows of [data.products, data.sellables, data.categories, data.offers, data.brands, data.packs])
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const products = new Set(data.products.map((p) => p.id));
    const sellables = new Set(data.sellables.map((s) => s.id));
    const categories = new Set(data.categories.map((c) => c.id));
    const brands = new Set(data.brands.map((b) => b.id));
    const packs = new Set(data.packs.map((p) => p.id));
    const broken = data.sellables.filter(
      (s) =>
        !products.has(s.product_id) ||
        !brands.has(s.brand_id) ||
        !packs.has(s.pack_id) ||
        !s.catalog_paths.every((p) => p.ids.every((id) => categories.has(id))) ||
        !s.correlations.every((c) => sellables.has(c.id)) ||
        s.correlations.length === 0,
    );
    expect(broken.map((s) => s.id)).toEqual([]);
    const orphans = data.products.filter((p) => !p.sellable_ids.every((id) => sellables.has(id)));
    expect(orphans.map((p) => p.id)).toEqual([]);
    expect(data.offers.filter((o) => !sellables.has(o.sellable_id) || o.supplier_id !== 31)).toEqual([]);
  });

  it('gives every sellable its own valid South African EAN-13', () => {
    const invalid = data.sellables.filter((s) => !/^600\d{10}$/.test(s.barcode) || !isValidEan13(s.barcode));
    expect(invalid.map((s) => s.barcode)).toEqual([]);
    expect(new Set(data.sellables.map((s) => s.barcode)).size).toBe(data.sellables.length);
  });

  it('prices every offer in whole cents, promotions below their shelf price and running now', () => {
    const wrong = data.offers.filter(
      (o) =>
        !Number.isInteger(o.price_in_cents) ||
        o.price_in_cents <= 0 ||
        (o.promo
          ? !(o.base_price_in_cents > o.price_in_cents && o.start_at! < data.now && data.now < o.end_at!)
          : o.base_price_in_cents !== o.price_in_cents),
    );
    expect(wrong.map((o) => o.id)).toEqual([]);
  });

  it('serves an image for every kind of image_url it hands out', () => {
    const urls = [
      ...data.products.filter((_, i) => i % 97 === 0).map((p) => p.image_url),
      ...data.sellables.filter((_, i) => i % 97 === 0).flatMap((s) => [s.image_url, s.image_lg_url]),
      ...data.categories.map((c) => c.image_url),
      ...data.brands.map((b) => b.image_url),
      ...data.suppliers.map((s) => s.image_url),
      ...data.banners.map((b) => b.image_url),
      ...[...data.ads.banners, ...data.ads.popups].map((a) => a.image_url),
    ];
    const missing = urls.filter((url) => {
      const parsed = parseImagePath(url);
      return !parsed || !renderSeedImage(data, parsed.kind, parsed.id, parsed.size)?.startsWith('<svg');
    });
    expect(missing).toEqual([]);
  });

  it('points banners and ads at categories it has', () => {
    const categories = new Set(data.categories.map((c) => c.id));
    const targets = [...data.banners, ...data.ads.banners, ...data.ads.popups].map((b) => b.target_id);
    expect(targets.filter((id) => !categories.has(id))).toEqual([]);
  });
});

describe.each(['reference', 'market'] as const)('%s dataset', (name) => {
  it('is byte-for-byte what it was before the large dataset, seeded orders included', () => {
    expect(sha256(createDataset(name, NOW))).toBe(UNCHANGED[name].dataset);
    expect(sha256(getState(name).mut.orders)).toBe(UNCHANGED[name].orders);
  });
});
