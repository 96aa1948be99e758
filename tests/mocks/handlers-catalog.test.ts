// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
  OfferSearchResponseSchema,
  OffersResponseSchema,
  ProductResponseSchema,
  type OfferSearchResponse,
} from '../../src/api/schemas/catalog.ts';
import { LeafletsResponseSchema, SuppliersResponseSchema } from '../../src/api/schemas/supplier.ts';
import { AgenciesResponseSchema } from '../../src/api/schemas/directory.ts';
import { TimeslotsResponseSchema } from '../../src/api/schemas/timeslots.ts';
import { ORIGIN, ok, refused, request, withFreshBackend } from './handlers-helpers.ts';

withFreshBackend();

describe('catalogue', () => {
  it('walks root categories -> category -> product -> offers with absolute image URLs', async () => {
    const { categories } = await ok(
      CategoriesResponseSchema,
      'GET',
      '/reference/catalog/v1/categories?supplier_id=11',
    );
    expect(categories.length).toBeGreaterThanOrEqual(10);
    const root = categories[0]!;
    expect(root.image_url).toMatch(new RegExp(`^${ORIGIN}/reference/img/category/`));
    const leafId = root.categories[0]!.id;
    const { category } = await ok(
      CategoryResponseSchema,
      'GET',
      `/reference/catalog/v1/categories/${leafId}?supplier_id=11`,
    );
    expect(category.products.length).toBeGreaterThan(0);
    const { product } = await ok(
      ProductResponseSchema,
      'GET',
      `/reference/catalog/v1/products/${category.products[0]!.id}`,
    );
    expect(product.sellables.length).toBeGreaterThan(0);
    const { offers } = await ok(
      OffersResponseSchema,
      'GET',
      `/reference/catalog/v1/products/${product.id}/offers?supplier_id=11`,
    );
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.supplier.id === 11 && o.sellable.product_id === product.id)).toBe(true);

    const image = await request('GET', new URL(product.image_url!).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  });

  it('pages through search results until next_page is null', async () => {
    const seen = new Set<number>();
    let page: number | null = 1;
    let pages = 0;
    while (page !== null) {
      const result: OfferSearchResponse = await ok(
        OfferSearchResponseSchema,
        'GET',
        `/market/s/khaya-fresh/catalog/v1/offers/search?query=rice&page=${page}&per_page=3`,
      );
      for (const offer of result.offers) {
        expect(offer.name.toLowerCase() + offer.sellable.catalog_paths.join(' ').toLowerCase()).toContain(
          'rice',
        );
        seen.add(offer.id);
      }
      page = result.pagination.next_page;
      pages += 1;
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen.size).toBeGreaterThan(3);
  });

  it('prices the same sellable differently at market suppliers', async () => {
    const at = async (slug: string) =>
      (
        await ok(
          OffersResponseSchema,
          'GET',
          `/market/s/${slug}/catalog/v1/offers/search?query=&per_page=200`,
        )
      ).offers;
    const [a, b] = await Promise.all([at('khaya-fresh'), at('plein-family-grocer')]);
    const priceB = new Map(b.map((o) => [o.sellable.id, o.price_in_cents]));
    const differing = a.filter(
      (o) => priceB.has(o.sellable.id) && priceB.get(o.sellable.id) !== o.price_in_cents,
    );
    expect(differing.length).toBeGreaterThan(10);
    expect(a[0]!.supplier.name).toBe('Khaya Fresh Market');
  });

  it('lists suppliers by distance with market api_endpoints, and agencies', async () => {
    const { suppliers } = await ok(
      SuppliersResponseSchema,
      'GET',
      '/market/catalog/v1/suppliers/distance_from?lat=-33.9249&lon=18.4241&radius=15',
    );
    expect(suppliers.length).toBeGreaterThan(0);
    const distances = suppliers.map((s) => s.distance ?? -1);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
    expect(distances.every((d) => d >= 0 && d <= 15)).toBe(true);
    expect(suppliers[0]!.api_endpoint).toMatch(new RegExp(`^${ORIGIN}/market/s/[a-z-]+$`));
    const { agencies } = await ok(AgenciesResponseSchema, 'GET', '/reference/api/v2/agencies');
    expect(agencies[0]!.suppliers.every((s) => s.api_endpoint === null)).toBe(true);
  });

  it('filters leaflets by radius and date, and serves their PDFs', async () => {
    const { leaflets } = await ok(
      LeafletsResponseSchema,
      'GET',
      '/market/api/v2/leaflets?lat=-34.0417&lon=18.6779&radius=5',
    );
    expect(leaflets.length).toBeGreaterThan(0);
    expect(leaflets.every((l) => l.supplier_id === 21 && !l.name.includes('last month'))).toBe(true);
    const pdf = await request('GET', new URL(leaflets[0]!.url).pathname);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
  });

  it('offers promotions, stokvel and combos in market, and collection timeslots', async () => {
    for (const list of ['promotions_active', 'stokvel', 'combos']) {
      const { offers } = await ok(OffersResponseSchema, 'GET', `/market/catalog/v1/suppliers/21/${list}`);
      expect(offers.length, list).toBeGreaterThan(0);
    }
    const { timeslots } = await ok(
      TimeslotsResponseSchema,
      'GET',
      '/market/catalog/v1/suppliers/21/timeslots?requires_shipping=false',
    );
    expect(timeslots[0]!.value).toMatch(/^2026-04-14T1[1-9]:00:00\+02:00$/);
  });

  it('answers 404 JSON for an unknown dataset, supplier or product', async () => {
    expect((await refused('GET', '/elsewhere/catalog/v1/categories')).status).toBe(404);
    expect((await refused('GET', '/market/s/nobody/catalog/v1/categories')).status).toBe(404);
    expect((await refused('GET', '/market/catalog/v1/products/999999')).status).toBe(404);
    // The app's own /img/... files are not the fake backend's business.
    const { getResponse } = await import('msw');
    const { handlers } = await import('../../src/mocks/handlers/all.ts');
    expect(await getResponse(handlers, new Request('http://localhost:5173/img/logo.svg'))).toBeUndefined();
  });
});
