// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CartCompareDebugResponseSchema,
  CartResponseSchema,
  CartValidationResponseSchema,
} from '../../src/api/schemas/cart.ts';
import { OrderResponseSchema } from '../../src/api/schemas/order.ts';
import { DEBTOR_LOGIN, DEBTOR_PASSWORD } from '../../src/mocks/db/seed/accounts.ts';
import {
  basketOffers,
  firstSlot,
  ok,
  refused,
  registerBody,
  signIn,
  withFreshBackend,
} from './handlers-helpers.ts';

withFreshBackend();

const VALIDATE = '/market/s/khaya-fresh/api/v1/cart/validate';

function cart(
  items: { offer_id: number; qty: number; price_in_cents?: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    items,
    requires_shipping: false,
    shipping_provider: null,
    shipping_lat: null,
    shipping_lon: null,
    supplier_id: 21,
    discount_code: null,
    collection_date: null,
    ...extra,
  };
}

describe('cart validation', () => {
  it('enforces the R10 minimum and asks for a collection date', async () => {
    const { token, user } = await signIn('market');
    const { cheap } = await basketOffers();
    const { validation } = await ok(CartValidationResponseSchema, 'POST', VALIDATE, {
      token,
      body: { user, cart: cart([{ offer_id: cheap.id, qty: 1 }]) },
    });
    expect(validation.total_error).toBe('The minimum order amount is R10');
    expect(validation.dispatch_error).toBe('Collection date required');
    expect(validation.subtotal_in_cents).toBe(cheap.price_in_cents);
  });

  it('flags out-of-stock items and changed prices, applies credit and takes a valid slot', async () => {
    const { token, user, account } = await signIn('market');
    const { regular, gone } = await basketOffers();
    const [a, b] = regular;
    const { validation } = await ok(CartValidationResponseSchema, 'POST', VALIDATE, {
      token,
      body: {
        user,
        cart: cart(
          [
            { offer_id: a!.id, qty: 2, price_in_cents: a!.price_in_cents },
            { offer_id: b!.id, qty: 1, price_in_cents: b!.price_in_cents - 100 },
            { offer_id: gone.id, qty: 1 },
          ],
          { collection_date: await firstSlot() },
        ),
      },
    });
    expect(validation.out_of_stock).toBe(true);
    expect(validation.updated).toBe(true);
    expect(validation.items.find((i) => i.offer.id === gone.id)?.out_of_stock).toBe(true);
    expect(validation.items.find((i) => i.offer.id === b!.id)?.price_changed).toBe(true);
    expect(validation.dispatch_error).toBeNull();
    expect(validation.subtotal_in_cents).toBe(a!.price_in_cents * 2 + b!.price_in_cents);
    expect(validation.credit_in_cents).toBe(account.credit_in_cents);
    expect(validation.total_in_cents).toBe(validation.subtotal_in_cents - account.credit_in_cents);
  });

  it('checks discount codes: valid, unknown and exhausted', async () => {
    const { token, user } = await signIn('market');
    const { regular } = await basketOffers();
    const items = [{ offer_id: regular[0]!.id, qty: 3 }];
    const check = async (code: string) =>
      (
        await ok(CartValidationResponseSchema, 'POST', VALIDATE, {
          token,
          body: { user, cart: cart(items, { discount_code: code }) },
        })
      ).validation;
    const valid = await check('zerowaste10');
    expect(valid.discount_code_error).toBeNull();
    expect(valid.discount_in_cents).toBe(Math.round(valid.subtotal_in_cents / 10));
    expect((await check('NOPE')).discount_code_error).toBe('Invalid discount code');
    expect((await check('LAUNCH50')).discount_code_error).toBe('Discount code limit reached');
  });

  it('charges delivery below the free threshold and rejects mixed stokvel baskets', async () => {
    const { token, user } = await signIn('market');
    const { regular, stokvel } = await basketOffers();
    const delivery = await ok(CartValidationResponseSchema, 'POST', VALIDATE, {
      token,
      body: { user, cart: cart([{ offer_id: regular[0]!.id, qty: 1 }], { requires_shipping: true }) },
    });
    expect(delivery.validation.shipping_cost_in_cents).toBeGreaterThan(0);
    expect(delivery.validation.dispatch_error).toBe('Delivery date required');
    const mixed = await ok(CartValidationResponseSchema, 'POST', VALIDATE, {
      token,
      body: {
        user,
        cart: cart([
          { offer_id: regular[0]!.id, qty: 1 },
          { offer_id: stokvel.id, qty: 1 },
        ]),
      },
    });
    expect(mixed.validation.stokvel).toBe(true);
    expect(mixed.validation.stokvel_errors).toHaveLength(1);
  });

  it('needs a signed-in shopper', async () => {
    const { user } = await signIn('market');
    expect((await refused('POST', VALIDATE, { body: { user, cart: cart([]) } })).status).toBe(401);
  });
});

describe('register order', () => {
  it('is idempotent on Idempotency-Key', async () => {
    const { token, user } = await signIn('market');
    const { regular } = await basketOffers();
    const body = registerBody(user, [
      { offer_id: regular[0]!.id, qty: 2 },
      { offer_id: regular[1]!.id, qty: 1 },
    ]);
    const path = '/market/s/khaya-fresh/api/v1/orders/register';
    const first = await ok(OrderResponseSchema, 'POST', path, {
      token,
      body,
      headers: { 'Idempotency-Key': 'k-1' },
    });
    const again = await ok(OrderResponseSchema, 'POST', path, {
      token,
      body,
      headers: { 'Idempotency-Key': 'k-1' },
    });
    const other = await ok(OrderResponseSchema, 'POST', path, {
      token,
      body,
      headers: { 'Idempotency-Key': 'k-2' },
    });
    expect(again.order.id).toBe(first.order.id);
    expect(other.order.id).not.toBe(first.order.id);
    expect(first.order.status).toBe('pending_payment');
    expect(first.order.shipping_status).toBeNull();
    expect(first.order.order_items).toHaveLength(2);
  });

  it('refuses baskets that fail validation, and debtor-card orders beyond the balance', async () => {
    const { token, user } = await signIn('market');
    const { cheap, regular } = await basketOffers();
    const path = '/market/s/khaya-fresh/api/v1/orders/register';
    const small = await refused('POST', path, {
      token,
      body: registerBody(user, [{ offer_id: cheap.id, qty: 1 }]),
    });
    expect(small.status).toBe(422);
    expect(small.messages).toContain('The minimum order amount is R10');
    const debtor = await signIn('market', DEBTOR_LOGIN, DEBTOR_PASSWORD);
    // Card 703 at Khaya Fresh holds R40.
    const big = await refused('POST', path, {
      token: debtor.token,
      body: registerBody(debtor.user, [{ offer_id: regular[0]!.id, qty: 20 }], { provider: 'DEBTORCARD' }),
    });
    expect(big.messages).toEqual(['Insufficient debtor card balance']);
  });

  it('compares a synced basket across suppliers', async () => {
    const { token } = await signIn('market');
    const { regular } = await basketOffers();
    const items = regular.slice(0, 4).map((o) => ({ offer_id: o.id, qty: 1 }));
    const synced = await ok(CartResponseSchema, 'POST', '/market/shopit/v1/compare/sync', {
      token,
      body: { items, lat: -33.95, lon: 18.55 },
    });
    const result = await ok(
      CartCompareDebugResponseSchema,
      'GET',
      `/market/cart/v1/compare_debug?id=${synced.cart.id}&lat=-33.95&lon=18.55`,
      { token },
    );
    expect(result.comparisons.length).toBeGreaterThan(1);
    const totals = new Set(result.comparisons.map((c) => c.subtotal_in_cents));
    expect(totals.size).toBeGreaterThan(1);
    expect(result.cheapest.total_in_cents).toBeLessThanOrEqual(
      Math.min(
        ...result.comparisons.filter((c) => c.direct_overall_calculation).map((c) => c.subtotal_in_cents),
      ),
    );
  });
});
