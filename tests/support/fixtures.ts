import { AccountSchema, type Account } from '../../src/api/schemas/account';
import type { CartLine } from '../../src/domain/basket/cart-store';
import type { CartItemInput, RegisterOrderBody } from '../../src/api/schemas/cart';
import type { OfferSchema } from '../../src/api/schemas/catalog';
import { DEBTOR_LOGIN, DEBTOR_PASSWORD, DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts';
import type { SelectedSupplier } from '../../src/stores/suppliers-store';
import type { z } from 'zod/mini';

// The fake backend's seed data as tests name it: its shops and shoppers, and realistic wire shapes
// built from them. Only data and schemas here (e2e imports the wire shapes through tests/app/fixtures).
// KHAYA_FRESH lives in fake-backend.ts, beside the deployment file its endpoint comes from.

/** Zero Waste Pantry Sea Point (reference dataset, served by the agency host). */
export const SEA_POINT: SelectedSupplier = {
  id: 14,
  name: 'Zero Waste Pantry Sea Point',
  api_endpoint: null,
};

/** Zero Waste Pantry Kalk Bay (reference dataset): collection only, no delivery. */
export const KALK_BAY: SelectedSupplier = { id: 13, name: 'Zero Waste Pantry Kalk Bay', api_endpoint: null };

/** Zero Waste Pantry Observatory (reference dataset), another shop of Sea Point's agency. */
export const OBSERVATORY: SelectedSupplier = {
  id: 15,
  name: 'Zero Waste Pantry Observatory',
  api_endpoint: null,
};

/** The everyday demo shopper (R25 store credit, one address). */
export const DEMO = { login: DEMO_LOGIN, password: DEMO_PASSWORD } as const;
/** The caterer with ID number, business address and debtor cards on file. */
export const DEBTOR = { login: DEBTOR_LOGIN, password: DEBTOR_PASSWORD } as const;

// Realistic wire shapes, parsed by the app's own schemas where they are used, so a schema change
// that breaks them fails here rather than being hidden behind a cast.

/** The demo shopper as the sign-in call returns them (R25 credit). */
export function anAccount(overrides: Partial<z.input<typeof AccountSchema>> = {}): Account {
  return AccountSchema.parse({
    id: 501,
    login: DEMO.login,
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
    supplier: { id: SEA_POINT.id, name: SEA_POINT.name, image_url: null },
    ...overrides,
  };
}

/**
 * A register-order body for a collection at `supplierId`, as the checkout sends it (spec section 3):
 * paid with `provider`, no bags, no discount; `overrides` changes any cart field.
 */
export function aCollectionOrder(
  user: { id: number; login: string },
  supplierId: number,
  items: CartItemInput[],
  collectionDate: string,
  overrides: Partial<RegisterOrderBody['cart']> = {},
): RegisterOrderBody {
  return {
    user: { id: user.id, login: user.login },
    cart: {
      items,
      order_id: null,
      provider: 'CASH',
      supplier_id: supplierId,
      discount_code: null,
      shipping_address: null,
      shipping_provider: null,
      shopit: false,
      requires_shipping: false,
      dispatch: 'collect',
      requires_bags: false,
      collection_date: collectionDate,
      stokvel: false,
      is_demo: false,
      credit_in_cents: 0,
      facebook: null,
      ...overrides,
    },
  };
}

/** A basket line as the cart store keeps it: a counted offer at Sea Point, one of it. */
export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const offerId = overrides.offer_id ?? 1;
  return {
    offer_id: offerId,
    supplier_id: 3,
    supplier_name: 'Zero Waste Pantry Sea Point',
    sellable_id: null,
    product_id: null,
    qty: 1,
    name: `Offer ${offerId}`,
    image_url: null,
    price_in_cents: 100,
    priced_at: '2025-03-01T06:00:00.000Z',
    per_kg: false,
    per_kg_qty_min: null,
    per_kg_qty_step: null,
    per_kg_conversion_rate: null,
    per_kg_symbol: null,
    ...overrides,
  };
}
