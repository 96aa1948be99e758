// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDataset } from '../../src/mocks/db/seed/dataset.ts';
import { renderSeedImage } from '../../src/mocks/db/seed/image-lookup.ts';
import { expandTimeslots } from '../../src/mocks/db/seed/timeslots.ts';
import { escapeXml, imagePath, parseImagePath, productImageSvg } from '../../src/mocks/images.ts';

const NOW = new Date('2026-04-14T07:30:00Z'); // a Tuesday, 09:30 SAST

// Written independently of the seed's own helper so a bug there cannot hide itself.
function isValidEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

function uniqueIds(rows: readonly { id: number }[]): boolean {
  return new Set(rows.map((r) => r.id)).size === rows.length;
}

// Row by row for the two hand-written datasets; the generated large one (10,000 products) has the
// same checks, batched, in large-dataset.test.ts.
describe.each(['reference', 'market'] as const)('%s dataset', (name) => {
  const data = createDataset(name, NOW);
  const sellableIds = new Set(data.sellables.map((s) => s.id));

  it('has a large catalogue over at least 10 root categories', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(150);
    const roots = data.categories.filter((c) => c.parent_id === null);
    expect(roots.length).toBeGreaterThanOrEqual(10);
    for (const root of roots) {
      expect(root.categories_count).toBeGreaterThan(0);
      expect(root.products_count).toBeGreaterThan(0);
    }
    expect(data.products.filter((p) => p.sellable_ids.length > 1).length).toBeGreaterThanOrEqual(10);
  });

  it('keeps ids unique per entity type', () => {
    for (const rows of [
      data.products,
      data.sellables,
      data.categories,
      data.suppliers,
      data.offers,
      data.brands,
      data.packs,
      data.accounts,
      data.leaflets,
      data.banners,
      data.agencies,
    ]) {
      expect(uniqueIds(rows)).toBe(true);
    }
  });

  it('gives every sellable a valid South African EAN-13 and a known product and category', () => {
    const productIds = new Set(data.products.map((p) => p.id));
    const categoryIds = new Set(data.categories.map((c) => c.id));
    for (const s of data.sellables) {
      expect(isValidEan13(s.barcode), s.barcode).toBe(true);
      expect(s.barcode.startsWith('600')).toBe(true);
      expect(productIds.has(s.product_id)).toBe(true);
      for (const path of s.catalog_paths) expect(path.ids.every((id) => categoryIds.has(id))).toBe(true);
      for (const c of s.correlations) expect(sellableIds.has(c.id)).toBe(true);
      for (const item of s.combo_items) expect(sellableIds.has(item.sellable_id)).toBe(true);
    }
    expect(new Set(data.sellables.map((s) => s.barcode)).size).toBe(data.sellables.length);
  });

  it('derives offers that reference existing sellables and suppliers with sane fields', () => {
    const supplierIds = new Set(data.suppliers.map((s) => s.id));
    expect(data.offers.length).toBeGreaterThan(0);
    for (const o of data.offers) {
      expect(sellableIds.has(o.sellable_id)).toBe(true);
      expect(supplierIds.has(o.supplier_id)).toBe(true);
      expect(Number.isInteger(o.price_in_cents) && o.price_in_cents > 0).toBe(true);
      if (o.promo) {
        expect(o.base_price_in_cents).toBeGreaterThan(o.price_in_cents);
        expect(o.start_at! < data.now && data.now < o.end_at!).toBe(true);
      } else {
        expect(o.base_price_in_cents).toBe(o.price_in_cents);
      }
      if (o.per_kg) {
        expect(o.per_kg_qty_min).toMatch(/^\d+\.\d{3}$/);
        expect(o.per_kg_qty_step).toMatch(/^\d+\.\d{3}$/);
        expect(Number(o.per_kg_qty_min)).toBeGreaterThan(0);
        expect(Number(o.per_kg_qty_step)).toBeGreaterThan(0);
        expect(o.per_kg_conversion_rate).toBe('1.0');
        expect(['kg', 'l']).toContain(o.per_kg_symbol);
      }
    }
    const promoShare = data.offers.filter((o) => o.promo).length / data.offers.length;
    expect(promoShare).toBeGreaterThan(0.08);
    expect(promoShare).toBeLessThan(0.18);
    expect(data.offers.some((o) => o.out_of_stock_at !== null)).toBe(true);
    expect(data.offers.some((o) => o.low_stock_string !== null)).toBe(true);
  });

  it('is deterministic for the same now', () => {
    expect(createDataset(name, NOW)).toStrictEqual(data);
    expect(structuredClone(data)).toStrictEqual(data);
  });

  it('configures checkout per supplier', () => {
    for (const s of data.suppliers) {
      const config = data.client_configs.find((c) => c.supplier_id === s.id);
      expect(config?.minimum_order_in_cents).toBe(1000);
      expect(config?.bag_price_in_cents).toBe(90);
      expect(config?.shipping.some((o) => o.name === 'COLLECT')).toBe(true);
    }
    const debtor = data.client_configs.some((c) =>
      c.shipping.some((o) => o.payment_options.includes('DEBTORCARD')),
    );
    expect(debtor).toBe(name === 'market');
  });

  it('serves an image for every image_url it hands out', () => {
    const urls = [
      ...data.products.map((p) => p.image_url),
      ...data.sellables.flatMap((s) => [s.image_url, s.image_lg_url]),
      ...data.categories.map((c) => c.image_url),
      ...data.suppliers.map((s) => s.image_url),
      ...data.banners.map((b) => b.image_url),
      ...data.agencies.map((a) => a.image_url),
    ];
    for (const url of urls) {
      const parsed = parseImagePath(url);
      expect(parsed, url).not.toBeNull();
      const svg = parsed && renderSeedImage(data, parsed.kind, parsed.id, parsed.size);
      expect(svg?.startsWith('<svg'), url).toBe(true);
      expect(svg?.length ?? 0).toBeLessThan(1536);
    }
  });
});

describe('suppliers', () => {
  it('reference has at least three Zero Waste Pantry branches around Cape Town', () => {
    const { suppliers } = createDataset('reference', NOW);
    expect(suppliers.length).toBeGreaterThanOrEqual(3);
    for (const s of suppliers) {
      expect(s.name).toMatch(/^Zero Waste Pantry /);
      expect(s.disabled).toBe(false);
      expect(s.hours).toHaveLength(7);
      expect(s.lat).toBeLessThan(-33.5);
      expect(s.bank_branch).toBe('250655');
      expect(s.yoco_public_key).toMatch(/^pk_test_/);
    }
  });

  it('market has at least four enabled suppliers with distinct slugs and different prices', () => {
    const { suppliers, offers } = createDataset('market', NOW);
    expect(suppliers.filter((s) => !s.disabled).length).toBeGreaterThanOrEqual(4);
    expect(new Set(suppliers.map((s) => s.slug)).size).toBe(suppliers.length);
    const riceOffers = offers.filter((o) => o.sellable_id === 10010);
    expect(new Set(riceOffers.map((o) => o.base_price_in_cents)).size).toBeGreaterThan(1);
    expect(offers.some((o) => o.stokvel)).toBe(true);
  });
});

describe('images', () => {
  it('escapes XML special characters in labels', () => {
    const svg = productImageSvg('jar', 1, '<Oats> & "co"', 300);
    expect(svg).toContain('&lt;Oats&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).not.toMatch(/<Oats|& /);
    expect(escapeXml(`a<b&c>'"`)).toBe('a&lt;b&amp;c&gt;&apos;&quot;');
  });

  it('round-trips image paths', () => {
    expect(imagePath('product', 1001, 600)).toBe('/img/product/1001-600.svg');
    expect(parseImagePath('https://x.test/reference/img/sellable/10010-300.svg')).toEqual({
      kind: 'sellable',
      id: 10010,
      size: 300,
    });
    expect(parseImagePath('/img/secrets/1-300.svg')).toBeNull();
  });
});

describe('timeslots', () => {
  it('offers 2-hour slots after the lead time and none on closed days or public holidays', () => {
    const data = createDataset('reference', NOW);
    const kalkBay = data.suppliers.find((s) => s.id === 13)!;
    const rule = data.timeslot_rules.find((r) => r.supplier_id === 13 && r.dispatch === 'collect')!;
    // Sunday 19 April to Friday 24 April 2026 spans Kalk Bay's closed Monday.
    const slots = expandTimeslots(rule, kalkBay, data.public_holidays, new Date('2026-04-18T22:00:00Z'));
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.some((s) => s.value.startsWith('2026-04-20'))).toBe(false);
    const holiday = expandTimeslots(rule, kalkBay, data.public_holidays, new Date('2026-04-26T22:00:00Z'));
    expect(holiday.some((s) => s.value.startsWith('2026-04-27'))).toBe(false);
    expect(slots[0]?.text).toMatch(/^Sun 19 Apr, 09:00 – 11:00$/);
  });
});
