// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TransactionResponseSchema } from '../../src/api/schemas/payment.ts';
import { setScenario } from '../../src/mocks/scenarios.ts';
import { requestChecksum, returnChecksum } from '../../src/mocks/stand-ins/checksum.ts';
import { ok, refused, withFreshBackend } from './handlers-helpers.ts';
import { RETURN_URL, S, decide, openTransaction, placeOrder, processing } from './payments-helpers.ts';

withFreshBackend();

async function gatewayPayment(returnUrl: string = RETURN_URL) {
  const { token, order } = await placeOrder();
  const { transaction } = await openTransaction(token, order.id, 'GATEWAY', returnUrl);
  const payRequestId = transaction.provider_reference ?? '';
  const finalize = (query: string) =>
    `${S}/orders/${order.id}/transactions/${transaction.id}/finalize?${query}`;
  return { token, order, transaction, payRequestId, finalize };
}

const queryOf = (redirect: unknown) => new URL(String(redirect)).search.slice(1);

describe('the gateway (PayWeb3 stand-in)', () => {
  it('hands out only PAY_REQUEST_ID and its CHECKSUM for the form POST to the gateway', async () => {
    const { transaction, payRequestId } = await gatewayPayment();
    expect(transaction.status).toBe('pending');
    expect(transaction.provider_data).toEqual({
      PAY_REQUEST_ID: transaction.provider_reference,
      CHECKSUM: requestChecksum(payRequestId),
    });
  });

  it.each([
    ['approve', '1', 'paid', 'paid'],
    ['decline', '2', 'declined', 'pending_payment'],
    ['cancel', '4', 'cancelled', 'pending_payment'],
  ])(
    '%s: the gateway tells the supplier, then returns with status %s; finalize confirms it',
    async (decision, code, status, paymentStatus) => {
      const { token, order, transaction, payRequestId, finalize } = await gatewayPayment();
      const decided = await decide(payRequestId, decision);
      expect(decided.status).toBe(200);
      const expected = new URLSearchParams({
        PAY_REQUEST_ID: payRequestId,
        TRANSACTION_STATUS: code,
        CHECKSUM: returnChecksum(payRequestId, code),
      });
      expect(decided.body).toMatchObject({
        status: 'ok',
        redirect_url: `${RETURN_URL}?${expected.toString()}`,
      });
      // The supplier knows before the shopper is back.
      expect((await processing(token, order.id, transaction.id)).transaction.status).toBe(status);

      const done = await ok(TransactionResponseSchema, 'POST', finalize(queryOf(decided.body.redirect_url)), {
        token,
      });
      expect(done.transaction.status).toBe(status);
      expect(done.order?.payment_status).toBe(paymentStatus);
    },
  );

  it('appends the result to a return_url that already has a query', async () => {
    const { payRequestId } = await gatewayPayment(`${RETURN_URL}?attempt=2`);
    const { body } = await decide(payRequestId, 'approve');
    expect(String(body.redirect_url)).toMatch(/\?attempt=2&PAY_REQUEST_ID=.+&TRANSACTION_STATUS=1&CHECKSUM=/);
  });

  it('deciding twice answers the first result and changes nothing', async () => {
    const { token, order, transaction, payRequestId } = await gatewayPayment();
    const first = await decide(payRequestId, 'decline');
    const events = (await processing(token, order.id, transaction.id)).order?.order_events.length;
    const second = await decide(payRequestId, 'approve');
    expect(second).toEqual(first);
    const after = await processing(token, order.id, transaction.id);
    expect(after.transaction.status).toBe('declined');
    expect(after.order?.order_events.length).toBe(events);
    expect(after.order?.payment_status).toBe('pending_payment');
  });

  it('finalizing twice answers the same and pays once', async () => {
    const { token, payRequestId, finalize } = await gatewayPayment();
    const { body } = await decide(payRequestId, 'approve');
    const path = finalize(queryOf(body.redirect_url));
    const first = await ok(TransactionResponseSchema, 'POST', path, { token });
    const second = await ok(TransactionResponseSchema, 'POST', path, { token });
    expect(second.transaction).toEqual(first.transaction);
    expect(second.order?.payment_status).toBe('paid');
    expect(second.order?.payable_balance_in_cents).toBe(0);
    const received = second.order?.order_events.filter((e) => e.name === 'payment_received');
    expect(received).toHaveLength(1);
  });

  it('refuses a forged return and leaves the truth as the gateway recorded it', async () => {
    const { token, order, transaction, payRequestId, finalize } = await gatewayPayment();
    const unverified = { status: 422, messages: ['Payment could not be verified'] };
    const forge = (status: string, checksum: string) =>
      finalize(
        new URLSearchParams({
          PAY_REQUEST_ID: payRequestId,
          TRANSACTION_STATUS: status,
          CHECKSUM: checksum,
        }).toString(),
      );

    // Before the gateway has said anything, even a well-signed approval is refused.
    expect(await refused('POST', forge('1', returnChecksum(payRequestId, '1')), { token })).toEqual(
      unverified,
    );
    expect((await processing(token, order.id, transaction.id)).transaction.status).toBe('pending');

    await decide(payRequestId, 'decline');
    // A wrong checksum.
    expect(await refused('POST', forge('2', 'deadbeef'), { token })).toEqual(unverified);
    // Status 1 for a declined payment, with or without a matching checksum.
    expect(await refused('POST', forge('1', 'deadbeef'), { token })).toEqual(unverified);
    expect(await refused('POST', forge('1', returnChecksum(payRequestId, '1')), { token })).toEqual(
      unverified,
    );
    // Another payment request's id.
    const other = finalize(
      new URLSearchParams({
        PAY_REQUEST_ID: 'PAY-1-1',
        TRANSACTION_STATUS: '2',
        CHECKSUM: returnChecksum('PAY-1-1', '2'),
      }).toString(),
    );
    expect(await refused('POST', other, { token })).toEqual(unverified);

    const truth = await processing(token, order.id, transaction.id);
    expect(truth.transaction.status).toBe('declined');
    expect(truth.order?.payment_status).toBe('pending_payment');
  });

  it('payment_failure turns an approval into a decline, and the return says so', async () => {
    const { token, payRequestId, finalize } = await gatewayPayment();
    setScenario('payment_failure');
    const { body } = await decide(payRequestId, 'approve');
    expect(String(body.redirect_url)).toContain('TRANSACTION_STATUS=2');
    const done = await ok(TransactionResponseSchema, 'POST', finalize(queryOf(body.redirect_url)), { token });
    expect(done.transaction.status).toBe('declined');
  });

  it('the gateway page cannot decide an unknown or tampered payment request', async () => {
    const { payRequestId } = await gatewayPayment();
    expect((await decide('PAY-404-404', 'approve')).status).toBe(404);
    expect((await decide(payRequestId, 'approve', { CHECKSUM: 'deadbeef' })).status).toBe(422);
    expect((await decide(payRequestId, 'pay-double')).status).toBe(422);
    const signed = await decide(payRequestId, 'approve', { CHECKSUM: requestChecksum(payRequestId) });
    expect(signed.status).toBe(200);
  });

  it('a card or wallet transaction is not a gateway payment request', async () => {
    const { token, order } = await placeOrder();
    const { transaction } = await openTransaction(token, order.id, 'WALLET');
    expect((await decide(transaction.provider_reference ?? '', 'approve')).status).toBe(404);
  });
});
