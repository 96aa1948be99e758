import fc from 'fast-check';
import { PAYMENT_STATUSES, SHIPPING_STATUSES } from '../../src/api/schemas/order';
import { anOffer } from '../support/fixtures';

// Valid answers for the core schemas (offers, categories, an order), for the schema property tests.

export const isoDateTime = fc
  .tuple(
    fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.boolean(),
  )
  .map(([date, utc]) => {
    if (utc) return date.toISOString();
    // The same instant as Johannesburg wall-clock time with its +02:00 offset, as Rails sends it.
    const local = new Date(date.getTime() + 2 * 3_600_000).toISOString().slice(0, 19);
    return `${local}+02:00`;
  });
export const isoDate = isoDateTime.map((text) => text.slice(0, 10));
export const id = fc.nat(1_000_000);
export const cents = fc.integer({ min: -1_000_000, max: 10_000_000 });
export const text = fc.string({ maxLength: 12 });
export const decimal = fc
  .integer({ min: 1, max: 5_000 })
  .map((thousandths) => (thousandths / 1000).toFixed(3));

export const anyOffer = fc
  .record(
    {
      id,
      name: text,
      price_in_cents: cents,
      base_price_in_cents: fc.option(cents),
      price_updated_at: fc.option(isoDateTime),
      promo: fc.boolean(),
      stokvel: fc.boolean(),
      created_at: isoDateTime,
      out_of_stock_at: fc.option(isoDateTime),
      low_stock_label: fc.option(text),
      per_kg: fc.boolean(),
      per_kg_qty_min: decimal,
      per_kg_qty_step: decimal,
      per_kg_conversion_rate: decimal,
      out_of_stock_streak: fc.nat(20),
    },
    // Fields with a schema default may be absent.
    {
      requiredKeys: [
        'id',
        'name',
        'price_in_cents',
        'base_price_in_cents',
        'price_updated_at',
        'promo',
        'stokvel',
        'created_at',
        'out_of_stock_at',
        'low_stock_label',
      ],
    },
  )
  .map((fields) => anOffer(fields));

export const offersPayload = fc.record(
  {
    status: fc.constant('ok'),
    offers: fc.array(anyOffer, { maxLength: 3 }),
    pagination: fc.record({ next_page: fc.option(fc.integer({ min: 1, max: 50 })) }),
  },
  { requiredKeys: ['status', 'offers'] },
);

export const entry = fc.record({ id, name: text, image_url: fc.option(text) });
export const categoriesPayload = fc.record({
  status: fc.constant('ok'),
  categories: fc.array(
    fc.record(
      {
        id,
        name: text,
        image_url: fc.option(text),
        categories: fc.array(entry, { maxLength: 2 }),
        products: fc.array(entry, { maxLength: 2 }),
        categories_count: fc.nat(100),
        products_count: fc.nat(1000),
      },
      { requiredKeys: ['id', 'name', 'image_url', 'categories_count', 'products_count'] },
    ),
    { maxLength: 3 },
  ),
});

export const orderItem = fc.record({
  id,
  offer_id: id,
  qty: fc.double({ min: 0, max: 100, noNaN: true }),
  qty_ordered: fc.nat(100),
  formatted_qty: text,
  formatted_qty_ordered: text,
  image_url: fc.option(text),
  name: text,
  barcode: fc.option(text),
  supplier_id: id,
  unit: fc.option(text),
  pack: fc.option(text),
  brand: fc.option(text),
  unit_price: text,
  unit_price_in_cents: cents,
  total: text,
  total_in_cents: cents,
  base_price_in_cents: fc.option(cents),
  packed_at: fc.option(isoDateTime),
  removed: fc.boolean(),
});

export const address = fc.record({
  id,
  bridge_id: fc.option(id),
  bridge_name: fc.option(text),
  created_at: isoDateTime,
  formatted: text,
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  unit_or_floor: fc.option(text),
});

export const orderPayload = fc
  .record({
    id,
    reference: text,
    status: fc.constantFrom('pending_payment', 'paid', 'cancelled'),
    stock_short: fc.boolean(),
    shipping_status: fc.option(fc.constantFrom(...SHIPPING_STATUSES)),
    created_at: isoDateTime,
    reviewed_at: fc.option(isoDateTime),
    collection_date: fc.option(isoDate),
    delivery_date: fc.option(isoDate),
    payment_status: fc.constantFrom(...PAYMENT_STATUSES),
    shipping_address: fc.option(address),
    total_in_cents: cents,
    paid_in_cents: fc.option(cents),
    bag_qty: fc.nat(10),
    order_events: fc.array(fc.record({ timestamp: isoDateTime, name: text, message: fc.option(text) }), {
      maxLength: 2,
    }),
    order_items: fc.array(orderItem, { maxLength: 3 }),
  })
  .map((fields) => ({
    status: 'ok',
    order: {
      formatted_collection_date: null,
      provider: 'CASH',
      payment_method: null,
      dispatch: 'collect',
      dispatch_method: null,
      requires_shipping: false,
      shipping_provider: null,
      shipping_price_in_cents: 0,
      subtotal_in_cents: 3_290,
      discount_code: null,
      discount_in_cents: 0,
      credit_in_cents: 0,
      total: 'R 32.90',
      payable_balance_in_cents: 3_290,
      debtorcard_balance_in_cents: null,
      requires_bags: false,
      bag_total_in_cents: 0,
      pdf_invoice_url: null,
      supplier_id: 14,
      supplier_name: 'Zero Waste Pantry Sea Point',
      supplier_address: null,
      ...fields,
    },
  }));
