// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OrderResponseSchema } from '../../src/api/schemas/order.ts';
import { TransactionResponseSchema } from '../../src/api/schemas/payment.ts';
import { ok, refused, withFreshBackend } from './handlers-helpers.ts';
import {
  S,
  cancelTransaction,
  decide,
  openTransaction,
  placeOrder,
  processing,
  readOrder,
  walletPay,
} from './payments-helpers.ts';

// One open payment per order, and cancel and pay exclude each other: two open payments could both
// take the same balance, and a payment that lands after a cancel is money to give back.

withFreshBackend();

const ALREADY_OPEN = {
  status: 409,
  messages: ['A payment is already open for this order: finish it, or cancel it first'],
};

describe('one open payment per order', () => {
  it('refuses a second payment while one is open; a replay of the first answers the first', async () => {
    const { token, order } = await placeOrder();
    const first = await openTransaction(token, order.id, 'WALLET', undefined, { 'Idempotency-Key': 'pay-1' });
    expect(first.order?.open_transaction_id).toBe(first.transaction.id);
    const path = `${S}/orders/${order.id}/transactions`;
    const second = { token, body: { provider: 'CARD' }, headers: { 'Idempotency-Key': 'pay-2' } };
    expect(await refused('POST', path, second)).toEqual(ALREADY_OPEN);
    expect(await refused('POST', path, { token, body: { provider: 'WALLET' } })).toEqual(ALREADY_OPEN);

    const replay = await openTransaction(token, order.id, 'WALLET', undefined, {
      'Idempotency-Key': 'pay-1',
    });
    expect(replay.transaction).toEqual(first.transaction);

    // Once the first is closed, the other way to pay can start.
    await cancelTransaction(token, order.id, first.transaction.id);
    const card = await ok(TransactionResponseSchema, 'POST', path, second);
    expect(card.transaction.id).not.toBe(first.transaction.id);
    expect(card.order?.open_transaction_id).toBe(card.transaction.id);
  });
});

describe('cancelling a payment (cancelTransaction)', () => {
  it('closes an open payment, says so on the order, and is safe to repeat', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'WALLET');
    const cancelled = await cancelTransaction(token, order.id, transaction.id);
    expect(cancelled.transaction.status).toBe('cancelled');
    expect(cancelled.order?.open_transaction_id).toBeNull();
    expect(cancelled.order?.payment_status).toBe('pending_payment');
    expect(cancelled.order?.order_events).toContainEqual(
      expect.objectContaining({ name: 'payment_failed', message: 'Payment cancelled (WALLET)' }),
    );

    const again = await cancelTransaction(token, order.id, transaction.id);
    expect(again.transaction).toEqual(cancelled.transaction);
    expect(again.order?.order_events).toHaveLength(cancelled.order?.order_events.length ?? -1);
  });

  it('answers a payment that already ended as it is', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'WALLET');
    await walletPay(transaction.provider_reference ?? '');
    const answer = await cancelTransaction(token, order.id, transaction.id);
    expect(answer.transaction.status).toBe('paid');
    expect(answer.order?.payment_status).toBe('paid');
  });

  it("is 404 for another order's transaction", async () => {
    const a = await placeOrder();
    const { transaction } = await openTransaction(a.token, a.order.id, 'WALLET');
    const b = await placeOrder();
    const path = `${S}/orders/${b.order.id}/transactions/${transaction.id}/cancel`;
    expect(await refused('POST', path, { token: b.token })).toEqual({
      status: 404,
      messages: ['Transaction not found'],
    });
  });

  it('once cancelled, the wallet page is refused and nothing is paid', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'WALLET_2');
    await cancelTransaction(token, order.id, transaction.id);
    expect(await walletPay(transaction.provider_reference ?? '')).toEqual({
      status: 409,
      body: { status: 'error', messages: ['This payment is no longer open'] },
    });
    const after = await processing(token, order.id, transaction.id);
    expect(after.transaction.status).toBe('cancelled');
    expect(after.order?.payment_status).toBe('pending_payment');
    expect(after.order?.paid_in_cents).toBe(0);
  });

  it("once cancelled, the gateway's approval and a card charge change nothing", async () => {
    const { token, order } = await placeOrder();
    const gateway = (await openTransaction(token, order.id, 'GATEWAY')).transaction;
    await cancelTransaction(token, order.id, gateway.id);
    const decided = await decide(gateway.provider_reference ?? '', 'approve');
    expect(String(decided.body.redirect_url)).toContain('TRANSACTION_STATUS=4');
    expect((await processing(token, order.id, gateway.id)).transaction.status).toBe('cancelled');

    const card = (await openTransaction(token, order.id, 'CARD')).transaction;
    await cancelTransaction(token, order.id, card.id);
    const charged = await ok(
      TransactionResponseSchema,
      'POST',
      `${S}/orders/${order.id}/transactions/${card.id}/card`,
      { token, body: { token: 'tok_visa' } },
    );
    expect(charged.transaction.status).toBe('cancelled');
    const read = await readOrder(token, order.id);
    expect(read.payment_status).toBe('pending_payment');
    expect(read.order_events.filter((e) => e.name === 'payment_received')).toEqual([]);
  });
});

describe('cancelling an order and paying for it exclude each other', () => {
  it('refuses to cancel an order while a payment is open, and cancels it once that is closed', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'WALLET');
    expect(await refused('POST', `${S}/orders/${order.id}/cancel`, { token })).toEqual({
      status: 409,
      messages: ['A payment is open for this order: finish it, or cancel it first'],
    });
    expect((await readOrder(token, order.id)).status).toBe('pending_payment');

    await cancelTransaction(token, order.id, transaction.id);
    const cancelled = await ok(OrderResponseSchema, 'POST', `${S}/orders/${order.id}/cancel`, { token });
    expect(cancelled.order.status).toBe('cancelled');
    expect(cancelled.order.payable_balance_in_cents).toBe(0);
    // A cancelled order takes no new payment.
    expect(
      await refused('POST', `${S}/orders/${order.id}/transactions`, { token, body: { provider: 'WALLET' } }),
    ).toEqual({ status: 422, messages: ['This order was cancelled'] });
  });
});

describe('an open payment holds the order as it is', () => {
  const OPEN = { status: 409, messages: ['A payment is open for this order: finish it, or cancel it first'] };

  it('refuses changes to the order and an EFT promise while a payment is open, and takes them after', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'WALLET');
    const [line] = order.order_items;
    const modifications = [{ action: 'update', order_item_id: line!.id, qty: line!.qty + 1 }];
    for (const step of ['validate_modifications', 'modify']) {
      expect(
        await refused('POST', `${S}/orders/${order.id}/${step}`, { token, body: { modifications } }),
      ).toEqual(OPEN);
    }
    expect(await refused('POST', `${S}/orders/${order.id}/offline_payment`, { token })).toEqual(OPEN);
    expect((await readOrder(token, order.id)).order_items).toEqual(order.order_items);

    await cancelTransaction(token, order.id, transaction.id);
    await ok(OrderResponseSchema, 'POST', `${S}/orders/${order.id}/offline_payment`, { token });
  });
});
