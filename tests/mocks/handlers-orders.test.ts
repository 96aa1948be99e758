// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  OrderModificationResultSchema,
  OrderResponseSchema,
  OrdersPageResponseSchema,
  OrdersResponseSchema,
} from '../../src/api/schemas/order.ts';
import { TransactionResponseSchema } from '../../src/api/schemas/payment.ts';
import { advanceTime } from '../../src/mocks/db/clock.ts';
import {
  basketOffers,
  firstSlot,
  ok,
  refused,
  registerBody,
  request,
  signIn,
  withFreshBackend,
} from './handlers-helpers.ts';

withFreshBackend();

const S = '/market/s/khaya-fresh/api/v1';
const MIN = 60_000;

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const session = await signIn('market');
  const { regular } = await basketOffers();
  const items = [
    { offer_id: regular[0]!.id, qty: 2 },
    { offer_id: regular[1]!.id, qty: 1 },
  ];
  const { order } = await ok(OrderResponseSchema, 'POST', `${S}/orders/register`, {
    token: session.token,
    body: registerBody(session.user, items, overrides),
  });
  const read = async () =>
    (await ok(OrderResponseSchema, 'GET', `${S}/orders/${order.id}`, { token: session.token })).order;
  return { ...session, order, read, regular };
}

describe('orders over time', () => {
  it('pays through the gateway, then moves from pending to collected as time passes', async () => {
    const { token, order, read } = await placeOrder();
    const { transaction } = await ok(
      TransactionResponseSchema,
      'POST',
      `${S}/orders/${order.id}/transactions`,
      {
        token,
        body: { provider: 'GATEWAY', return_url: 'https://shop.test/checkout/return' },
      },
    );
    expect(transaction.status).toBe('pending');
    // The shopper approves on the gateway's page, which tells the supplier and sends them back.
    const decided = await request('POST', '/market/__pay/gateway/decide', {
      body: { PAY_REQUEST_ID: transaction.provider_reference, decision: 'approve' },
    });
    const { redirect_url } = (await decided.json()) as { redirect_url: string };
    expect(redirect_url).toContain('TRANSACTION_STATUS=1');
    const query = new URL(redirect_url).search.slice(1);
    const paid = await ok(
      TransactionResponseSchema,
      'POST',
      `${S}/orders/${order.id}/transactions/${transaction.id}/finalize?${query}`,
      { token },
    );
    expect(paid.transaction.status).toBe('paid');
    expect(paid.order?.payment_status).toBe('paid');

    const seen = [(await read()).status];
    for (const minutes of [1, 2, 7]) {
      advanceTime(minutes * MIN);
      seen.push((await read()).status);
    }
    expect(seen).toEqual(['pending', 'preparing', 'ready_for_collection', 'collected']);
    const done = await read();
    expect(done.shipping_status).toBeNull();
    expect(done.order_events.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'placed',
        'payment_confirmed',
        'preparing',
        'ready_for_collection',
        'collected',
      ]),
    );
    const reviewed = await ok(OrderResponseSchema, 'POST', `${S}/orders/${order.id}/review`, {
      token,
      body: { review: { order_id: order.id, rating: 4, comment: 'Bananas were green' } },
    });
    expect(reviewed.order.reviewed_at).not.toBeNull();
  });

  it('walks a cash-on-delivery order through the shipping statuses', async () => {
    // Near Khaya Fresh: the shopper's saved Woodstock address is outside its 20 km delivery area.
    const address = {
      formatted: '21 Lwandle Road, Khayelitsha, Cape Town',
      latitude: -34.035,
      longitude: 18.66,
    };
    const slot = await firstSlot(true);
    const { read } = await placeOrder({
      provider: 'CASH',
      requires_shipping: true,
      dispatch: 'deliver',
      shipping_provider: 'PICUP',
      shipping_address: address,
      collection_date: slot.slice(0, 10),
    });
    const statuses = [];
    for (let minute = 0; minute <= 10; minute += 1) {
      const order = await read();
      statuses.push(order.shipping_status);
      if (minute === 0) expect(order.payment_status).toBe('pending_payment');
      advanceTime(MIN);
    }
    expect([...new Set(statuses)]).toEqual([
      'pending',
      'preparing',
      'ready_for_delivery',
      'out_for_delivery',
      'delivered',
    ]);
    expect((await read()).payment_status).toBe('paid');
  });

  it('lets the shopper cancel before packing, and lists orders with next_page', async () => {
    const { token, order, user, account } = await placeOrder({ provider: 'CASH', credit_in_cents: 1_000 });
    expect(order.credit_in_cents).toBe(1_000);
    const cancelled = await ok(OrderResponseSchema, 'POST', `${S}/orders/${order.id}/cancel`, { token });
    expect(cancelled.order.status).toBe('cancelled');
    expect((await signIn('market')).account.credit_in_cents).toBe(account.credit_in_cents);
    const page1 = await ok(
      OrdersPageResponseSchema,
      'GET',
      `/market/api/v1/users/${user.id}/orders?per_page=2`,
      { token },
    );
    expect(page1.orders[0]!.id).toBe(order.id);
    expect(page1.pagination.next_page).toBe(2);
    const page2 = await ok(
      OrdersPageResponseSchema,
      'GET',
      `/market/api/v1/users/${user.id}/orders?per_page=2&page=2`,
      { token },
    );
    expect(page2.pagination.next_page).toBeNull();
  });

  it('validates modifications before applying them', async () => {
    const { token, order, regular } = await placeOrder();
    const [first] = order.order_items;
    const tooSmall = await ok(
      OrderModificationResultSchema,
      'POST',
      `${S}/orders/${order.id}/validate_modifications`,
      {
        token,
        body: { modifications: order.order_items.map((i) => ({ action: 'remove', order_item_id: i.id })) },
      },
    );
    expect(tooSmall.payable_amount_error).toBe('The minimum order amount is R10');
    const modified = await ok(OrderModificationResultSchema, 'POST', `${S}/orders/${order.id}/modify`, {
      token,
      body: {
        modifications: [
          { action: 'update', order_item_id: first!.id, qty: 5 },
          { action: 'add', offer_id: regular[2]!.id, qty: 1 },
        ],
      },
    });
    expect(modified.payable_amount_error).toBeNull();
    expect(modified.order?.order_items).toHaveLength(3);
    expect(modified.order?.order_items.find((i) => i.id === first!.id)?.qty).toBe(5);
  });

  it('refuses orders of other shoppers', async () => {
    const { order } = await placeOrder();
    const other = await signIn('market', '0837654321', 'debtor1234');
    expect((await refused('GET', `${S}/orders/${order.id}`, { token: other.token })).status).toBe(404);
  });

  it('lists open orders that await payment', async () => {
    const { token, user, order } = await placeOrder();
    const open = await ok(OrdersResponseSchema, 'GET', `/market/api/v1/users/${user.id}/orders/incomplete`, {
      token,
    });
    expect(open.orders.map((o) => o.id)).toContain(order.id);
  });
});
