// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { CategoriesResponseSchema, OfferSearchResponseSchema } from '../../src/api/schemas/catalog.ts';
import {
  OrderModificationResultSchema,
  OrderResponseSchema,
  OrdersPageResponseSchema,
  OrdersResponseSchema,
} from '../../src/api/schemas/order.ts';
import { TransactionResponseSchema } from '../../src/api/schemas/payment.ts';
import { SuppliersResponseSchema } from '../../src/api/schemas/supplier.ts';
import { TimeslotsResponseSchema } from '../../src/api/schemas/timeslots.ts';
import { CartValidationResponseSchema } from '../../src/api/schemas/cart.ts';
import { setScenario } from '../../src/mocks/scenarios.ts';
import {
  basketOffers,
  ok,
  refused,
  registerBody,
  request,
  signIn,
  withFreshBackend,
} from './handlers-helpers.ts';

withFreshBackend();

const S = '/market/s/khaya-fresh/api/v1';

describe('scenarios', () => {
  it('server_error answers 500 with the error envelope, images still load', async () => {
    setScenario('server_error');
    expect(await refused('GET', '/market/catalog/v1/categories')).toEqual({
      status: 500,
      messages: ['Internal server error'],
    });
    expect((await request('GET', '/market/img/supplier/21-300.svg')).status).toBe(200);
    setScenario(null);
    await ok(CategoriesResponseSchema, 'GET', '/market/catalog/v1/categories');
  });

  it('slow delays every API answer by 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      setScenario('slow');
      let done = false;
      const pending = request('GET', '/market/catalog/v1/categories').then(() => (done = true));
      await vi.advanceTimersByTimeAsync(2_900);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      await pending;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('empty returns empty catalogue, search and supplier lists', async () => {
    setScenario('empty');
    expect((await ok(CategoriesResponseSchema, 'GET', '/market/catalog/v1/categories')).categories).toEqual(
      [],
    );
    expect(
      (await ok(OfferSearchResponseSchema, 'GET', '/market/catalog/v1/offers/search?query=rice')).offers,
    ).toEqual([]);
    expect(
      (await ok(SuppliersResponseSchema, 'GET', '/market/api/v2/suppliers/distance_from?lat=-33.9&lon=18.4'))
        .suppliers,
    ).toEqual([]);
  });

  it('supplier_closed removes timeslots and blocks checkout', async () => {
    setScenario('supplier_closed');
    const { token, user } = await signIn('market');
    const { regular } = await basketOffers();
    const { timeslots } = await ok(
      TimeslotsResponseSchema,
      'GET',
      '/market/catalog/v1/suppliers/21/timeslots',
    );
    expect(timeslots).toEqual([]);
    const { validation } = await ok(CartValidationResponseSchema, 'POST', `${S}/cart/validate`, {
      token,
      body: {
        user,
        cart: {
          items: [{ offer_id: regular[0]!.id, qty: 1 }],
          requires_shipping: false,
          shipping_provider: null,
          shipping_lat: null,
          shipping_lon: null,
          supplier_id: 21,
          discount_code: null,
          collection_date: null,
        },
      },
    });
    expect(validation.dispatch_error).toMatch(/is closed/);
  });

  it('stock_short makes new orders short until every short item is accepted or removed', async () => {
    setScenario('stock_short');
    const { token, user } = await signIn('market');
    const { regular } = await basketOffers();
    const body = registerBody(
      user,
      [
        { offer_id: regular[0]!.id, qty: 4 },
        { offer_id: regular[1]!.id, qty: 1 },
      ],
      { provider: 'CASH' },
    );
    const { order } = await ok(OrderResponseSchema, 'POST', `${S}/orders/register`, { token, body });
    expect(order.stock_short).toBe(true);
    expect(order.status).toBe('stock_short');
    const short = order.order_items[0]!;
    expect(short.qty).toBeLessThan(short.qty_ordered);
    const open = await ok(OrdersResponseSchema, 'GET', `/market/api/v1/users/${user.id}/orders/incomplete`, {
      token,
    });
    expect(open.orders.map((o) => o.id)).toContain(order.id);
    const accepted = await ok(OrderModificationResultSchema, 'POST', `${S}/orders/${order.id}/modify`, {
      token,
      body: { modifications: [{ action: 'accept', order_item_id: short.id }] },
    });
    expect(accepted.order?.status).toBe('pending');
    expect(accepted.order?.order_items[0]?.accepted_limited_stock).toBe(true);
  });

  it('payment_failure declines payments and leaves the order awaiting payment', async () => {
    const { token, user } = await signIn('market');
    const { regular } = await basketOffers();
    const { order } = await ok(OrderResponseSchema, 'POST', `${S}/orders/register`, {
      token,
      body: registerBody(user, [{ offer_id: regular[0]!.id, qty: 2 }]),
    });
    setScenario('payment_failure');
    const { transaction } = await ok(
      TransactionResponseSchema,
      'POST',
      `${S}/orders/${order.id}/transactions`,
      { token, body: { provider: 'CARD' } },
    );
    const charged = await ok(
      TransactionResponseSchema,
      'POST',
      `${S}/orders/${order.id}/transactions/${transaction.id}/card`,
      { token, body: { token: 'tok_visa' } },
    );
    expect(charged.transaction.status).toBe('declined');
    expect(charged.order?.status).toBe('pending_payment');
    expect(charged.order?.payment_status).toBe('pending_payment');
  });

  it('lost_answer applies a write once and loses its answer; a retry with the same key gets it', async () => {
    const { token, user } = await signIn('market');
    const { regular } = await basketOffers();
    const list = async () =>
      (
        await ok(OrdersPageResponseSchema, 'GET', `/market/api/v1/users/${user.id}/orders?per_page=200`, {
          token,
        })
      ).orders;
    const before = (await list()).length;
    setScenario('lost_answer');
    const call = {
      token,
      body: registerBody(user, [{ offer_id: regular[0]!.id, qty: 1 }]),
      headers: { 'Idempotency-Key': 'lost-answer-1' },
    };
    expect(await refused('POST', `${S}/orders/register`, call)).toEqual({
      status: 500,
      messages: ['Internal server error'],
    });
    const placed = await list();
    expect(placed).toHaveLength(before + 1);

    const retry = await ok(OrderResponseSchema, 'POST', `${S}/orders/register`, call);
    expect(retry.order.id).toBe(placed[0]!.id);
    expect(await list()).toHaveLength(before + 1);
  });
});
