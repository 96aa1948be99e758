// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OrderResponseSchema } from '../../src/api/schemas/order.ts';
import { TransactionResponseSchema } from '../../src/api/schemas/payment.ts';
import { openTransaction as openStored } from '../../src/mocks/db/payments.ts';
import { providerRecords } from '../../src/mocks/db/provider-records.ts';
import { getState, nextId } from '../../src/mocks/db/state.ts';
import { setScenario } from '../../src/mocks/scenarios.ts';
import { NOW, ok, withFreshBackend } from './handlers-helpers.ts';
import { S, openTransaction, placeOrder, processing, readOrder, walletPay } from './payments-helpers.ts';

// Money the supplier received is recorded, whatever happened to the order: an order paid twice or
// paid after its cancel shows what is owed back. resolve_payment_pending settles only what a
// provider confirms.

withFreshBackend();

const post = (token: string, path: string) => ok(OrderResponseSchema, 'POST', `${S}${path}`, { token });
const resolve = (token: string, orderId: number) =>
  post(token, `/orders/${orderId}/resolve_payment_pending`).then((r) => r.order);

describe('money received on a cancelled or paid order', () => {
  it('an EFT that arrives after the cancel is recorded and owed back', async () => {
    const { token, order } = await placeOrder();
    await post(token, `/orders/${order.id}/offline_payment`);
    const cancelled = (await post(token, `/orders/${order.id}/cancel`)).order;
    expect(cancelled).toMatchObject({ payable_balance_in_cents: 0, paid_in_cents: 0 });

    const after = await resolve(token, order.id);
    expect(after).toMatchObject({
      status: 'cancelled',
      payment_status: 'overpaid',
      payable_balance_in_cents: 0,
      paid_in_cents: order.total_in_cents,
      open_transaction_id: null,
    });
    expect(after.order_events).toContainEqual(
      expect.objectContaining({ name: 'refund_due', message: `${order.total} to be refunded` }),
    );
  });

  it('cancelling a paid order owes back all that was paid', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'CARD');
    await ok(
      TransactionResponseSchema,
      'POST',
      `${S}/orders/${order.id}/transactions/${transaction.id}/card`,
      {
        token,
        body: { token: 'tok_visa' },
      },
    );
    const cancelled = (await post(token, `/orders/${order.id}/cancel`)).order;
    expect(cancelled).toMatchObject({
      payment_status: 'overpaid',
      payable_balance_in_cents: 0,
      paid_in_cents: order.total_in_cents,
    });
    expect(cancelled.order_events.filter((e) => e.name === 'refund_due')).toEqual([
      { timestamp: NOW.toISOString(), name: 'refund_due', message: `${order.total} to be refunded` },
    ]);
  });

  it('an order paid twice (two payments open in older saved state) shows overpaid', async () => {
    const { token, order } = await placeOrder();
    const state = getState('market');
    const stored = state.mut.orders.find((o) => o.id === order.id)!;
    const open = () =>
      openStored(state, stored, nextId(state, 'transaction'), 'WALLET', undefined, null, NOW);
    const [a, b] = [open(), open()];
    expect((await readOrder(token, order.id)).open_transaction_id).toBe(b.id);
    await walletPay(a.provider_reference);
    await walletPay(b.provider_reference);
    const read = await readOrder(token, order.id);
    expect(read).toMatchObject({
      payment_status: 'overpaid',
      payable_balance_in_cents: 0,
      paid_in_cents: 2 * order.total_in_cents,
      open_transaction_id: null,
    });
    expect(read.paid_in_cents).toBeGreaterThan(read.total_in_cents);
  });
});

describe('resolve_payment_pending asks each provider', () => {
  it('leaves a gateway payment the shopper has not decided open', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'GATEWAY');
    const after = await resolve(token, order.id);
    expect(after).toMatchObject({ payment_status: 'pending_payment', open_transaction_id: transaction.id });
    expect((await processing(token, order.id, transaction.id)).transaction.status).toBe('pending');
  });

  it.each([
    ['1', 'paid', 'paid'],
    ['2', 'declined', 'pending_payment'],
    ['4', 'cancelled', 'pending_payment'],
  ])(
    "settles a gateway payment by the gateway's recorded result %s (%s)",
    async (code, status, paymentStatus) => {
      const { token, order } = await placeOrder();
      const { transaction } = await openTransaction(token, order.id, 'GATEWAY');
      // The gateway's result was recorded but the payment was not settled (a crash in between).
      providerRecords(getState('market')).gateway_results[String(transaction.id)] = {
        transaction_status: code,
        decided_at: NOW.toISOString(),
      };
      expect((await resolve(token, order.id)).payment_status).toBe(paymentStatus);
      expect((await processing(token, order.id, transaction.id)).transaction.status).toBe(status);
    },
  );

  it.each(['WALLET', 'WALLET_2', 'CARD'])('leaves an open %s payment open', async (provider) => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, provider);
    expect((await resolve(token, order.id)).open_transaction_id).toBe(transaction.id);
    expect((await processing(token, order.id, transaction.id)).transaction.status).toBe('pending');
  });

  it('sees an EFT the shopper was told to make, unless payments fail', async () => {
    const paid = await placeOrder();
    await post(paid.token, `/orders/${paid.order.id}/offline_payment`);
    expect(await resolve(paid.token, paid.order.id)).toMatchObject({
      payment_status: 'paid',
      paid_in_cents: paid.order.total_in_cents,
    });

    const failing = await placeOrder();
    await post(failing.token, `/orders/${failing.order.id}/offline_payment`);
    setScenario('payment_failure');
    expect((await resolve(failing.token, failing.order.id)).payment_status).toBe('pending_payment');
  });

  it('settles an open EFT transaction as paid, or declined under payment_failure', async () => {
    const paid = await placeOrder();
    const eft = await openTransaction(paid.token, paid.order.id, 'OFFLINE_EFT');
    expect((await resolve(paid.token, paid.order.id)).payment_status).toBe('paid');
    expect((await processing(paid.token, paid.order.id, eft.transaction.id)).transaction.status).toBe('paid');

    const failing = await placeOrder();
    const declined = await openTransaction(failing.token, failing.order.id, 'OFFLINE_EFT');
    setScenario('payment_failure');
    await resolve(failing.token, failing.order.id);
    const read = await processing(failing.token, failing.order.id, declined.transaction.id);
    expect(read.transaction.status).toBe('declined');
  });
});
