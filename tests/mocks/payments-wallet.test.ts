// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TransactionResponseSchema } from '../../src/api/schemas/payment.ts';
import { advanceTime } from '../../src/mocks/db/clock.ts';
import { setScenario } from '../../src/mocks/scenarios.ts';
import { ok, withFreshBackend } from './handlers-helpers.ts';
import { openTransaction, placeOrder, processing, walletPay } from './payments-helpers.ts';

withFreshBackend();

describe('the mobile wallets (SnapScan / Zapper stand-ins)', () => {
  it.each(['WALLET', 'WALLET_2'])('%s hands out the stand-in wallet page and QR image', async (provider) => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, provider);
    const reference = transaction.provider_reference ?? '';
    const query = new URLSearchParams({ reference, amount: String(transaction.amount_in_cents), provider });
    expect(transaction.provider_data).toEqual({
      reference,
      payment_url: `/demo-pay/wallet?${query.toString()}`,
      qr_image_url: `/demo-pay/wallet/qr.svg?reference=${reference}`,
    });
  });

  it('is paid only when the wallet pays, never by itself', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'WALLET');
    advanceTime(10 * 60_000);
    const waiting = await processing(token, order.id, transaction.id);
    expect(waiting.transaction.status).toBe('pending');
    expect(waiting.order?.status).toBe('pending_payment');

    const paid = await walletPay(transaction.provider_reference ?? '');
    expect(paid).toEqual({ status: 200, body: { status: 'ok', transaction_status: 'paid' } });
    const polled = await processing(token, order.id, transaction.id);
    expect(polled.transaction.status).toBe('paid');
    expect(polled.order?.payment_status).toBe('paid');
    const read = await ok(TransactionResponseSchema, 'GET', `/market/api/v1/transactions/${transaction.id}`, {
      token,
    });
    expect(read.transaction.status).toBe('paid');

    // Paying again changes nothing.
    expect((await walletPay(transaction.provider_reference ?? '')).body.transaction_status).toBe('paid');
    const again = await processing(token, order.id, transaction.id);
    expect(again.order?.order_events.filter((e) => e.name === 'payment_received')).toHaveLength(1);
  });

  it('payment_failure makes the wallet payment declined', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'WALLET_2');
    setScenario('payment_failure');
    const paid = await walletPay(transaction.provider_reference ?? '');
    expect(paid.body).toEqual({ status: 'ok', transaction_status: 'declined' });
    expect((await processing(token, order.id, transaction.id)).transaction.status).toBe('declined');
  });

  it('the wallet cannot pay an unknown reference or a gateway payment', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'GATEWAY');
    expect((await walletPay('PAY-404-404')).status).toBe(404);
    expect((await walletPay(transaction.provider_reference ?? '')).status).toBe(404);
    expect((await processing(token, order.id, transaction.id)).transaction.status).toBe('pending');
  });
});
