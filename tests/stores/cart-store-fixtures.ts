import { OfferSchema, type Offer } from '../../src/api/schemas/catalog';

// Shaped like the fake backend's presented offers (src/mocks/db/present-catalog.ts), parsed so the
// fixture fails the test if the schema moves.
function offer(id: number, priceInCents: number, supplierId = 3, perKg = false): Offer {
  return OfferSchema.parse({
    id,
    name: `Offer ${id}`,
    price: `R ${(priceInCents / 100).toFixed(2)}`,
    price_in_cents: priceInCents,
    base_price_in_cents: priceInCents,
    price_updated_at: '2025-03-01T08:00:00+02:00',
    promo: false,
    published: true,
    stokvel: false,
    start_at: null,
    end_at: null,
    created_at: '2024-11-20T10:15:00+02:00',
    low_stock_label: null,
    low_stock_string: null,
    out_of_stock_at: null,
    root_category_name: 'Fresh produce',
    per_kg: perKg,
    per_kg_symbol: 'kg',
    sellable: {
      id: 500 + id,
      name: `Sellable ${id}`,
      barcode: '6001234567890',
      brand: null,
      brand_id: null,
      pack: null,
      pack_id: null,
      product_id: 900 + id,
      product: `Product ${id}`,
      unit: perKg ? 'kg' : 'each',
      unit_id: null,
      measurement: null,
      image_url: null,
      image_lg_url: null,
    },
    supplier: { id: supplierId, name: `Supplier ${supplierId}`, image_url: null },
  });
}

export const apples = offer(11, 1_299);
export const bananas = offer(12, 2_499, 3, true);
