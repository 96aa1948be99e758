import { AccountSchema, type Account } from '../../src/api/schemas/account';
import type { z } from 'zod/mini';
import type { OfferSchema } from '../../src/api/schemas/catalog';

// Realistic wire shapes, parsed by the app's own schemas where they are used, so a schema change
// that breaks them fails here rather than being hidden behind a cast.

/** The demo shopper as the sign-in call returns them (R25 credit). */
export function anAccount(overrides: Partial<z.input<typeof AccountSchema>> = {}): Account {
  return AccountSchema.parse({
    id: 501,
    login: '0821234567',
    first_name: 'Naledi',
    last_name: 'Mokoena',
    full_name: 'Naledi Mokoena',
    id_number: null,
    business_address_1: null,
    credit_in_cents: 2_500,
    ...overrides,
  });
}

/** Rolled oats, R 32.90 per kg at Sea Point, as an offer row on the wire. */
export function anOffer(overrides: Partial<z.input<typeof OfferSchema>> = {}): z.input<typeof OfferSchema> {
  return {
    id: 9001,
    name: 'Rolled oats',
    price: 'R 32.90',
    price_in_cents: 3_290,
    base_price_in_cents: null,
    price_updated_at: null,
    promo: false,
    published: true,
    stokvel: false,
    start_at: null,
    end_at: null,
    created_at: '2026-11-01T08:00:00+02:00',
    low_stock_label: null,
    low_stock_string: null,
    out_of_stock_at: null,
    root_category_name: 'Pantry staples',
    per_kg: true,
    per_kg_symbol: 'kg',
    sellable: {
      id: 7001,
      name: 'Rolled oats',
      barcode: null,
      brand: 'Bulk',
      brand_id: null,
      pack: null,
      pack_id: null,
      product_id: 1,
      product: 'Oats',
      unit: 'kg',
      unit_id: null,
      measurement: null,
      image_url: null,
      image_lg_url: null,
    },
    supplier: { id: 14, name: 'Zero Waste Pantry Sea Point', image_url: null },
    ...overrides,
  };
}
