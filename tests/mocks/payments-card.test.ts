// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TransactionResponseSchema } from '../../src/api/schemas/payment.ts';
import { setScenario } from '../../src/mocks/scenarios.ts';
import { passesLuhn } from '../../src/lib/luhn.ts';
import { ok, refused, withFreshBackend } from './handlers-helpers.ts';
import { S, openTransaction, placeOrder, tokenise } from './payments-helpers.ts';

withFreshBackend();

/** An order with an open CARD transaction, and the supplier's public key from its provider_data. */
async function cardPayment() {
  const { token, order } = await placeOrder();
  const { transaction } = await openTransaction(token, order.id, 'CARD');
  const publicKey = String(transaction.provider_data?.public_key);
  const charge = (cardToken: string, headers: Record<string, string> = {}) =>
    ({
      path: `${S}/orders/${order.id}/transactions/${transaction.id}/card`,
      options: { token, body: { token: cardToken }, headers },
    }) as const;
  return { token, order, transaction, publicKey, charge };
}

// Expiry relative to the pinned clock (2026-04-14).
const card = (publicKey: string, number: string, extra: Record<string, unknown> = {}) => ({
  public_key: publicKey,
  number,
  expiry_month: 12,
  expiry_year: 2028,
  cvc: '123',
  name: 'T Shopper',
  ...extra,
});

describe('the card provider (Yoco stand-in)', () => {
  it('the test numbers pass the Luhn check', () => {
    expect(['4242424242424242', '4000000000000002', '4000000000009995'].every(passesLuhn)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('answers 422 for incomplete or invalid card details', async () => {
    const { publicKey } = await cardPayment();
    const incomplete = { status: 422, body: { status: 'error', messages: ['Complete card details.'] } };
    const bad = [
      { number: undefined },
      { number: '4242 4242 4242 4241' }, // fails Luhn
      { number: '4242' },
      { cvc: undefined },
      { cvc: '12' },
      { cvc: '12345' },
      { expiry_month: 13 },
      { expiry_month: undefined },
      { expiry_month: 3, expiry_year: 2026 }, // ended last month
      { expiry_year: 25 },
      { expiry_year: 'soon' },
    ];
    for (const change of bad)
      expect(await tokenise(card(publicKey, '4242424242424242', change))).toEqual(incomplete);
    // Spaces in the number, a two-digit year and the current month are fine.
    const good = await tokenise(card(publicKey, '4242 4242 4242 4242', { expiry_month: 4, expiry_year: 26 }));
    expect(good.status).toBe(200);
  });

  it("answers 401 when the public key is no supplier's", async () => {
    const refusedKey = await tokenise(card('pk_test_nobody', '4242424242424242'));
    expect(refusedKey.status).toBe(401);
    expect(refusedKey.body.status).toBe('error');
    expect((await tokenise(card('', '4242424242424242'))).status).toBe(401);
  });

  it.each([
    ['4242424242424242', 'paid', 'paid'],
    ['4000000000000002', 'declined', 'pending_payment'],
    ['4000000000009995', 'insufficient_funds', 'pending_payment'],
  ])('card %s is tokenised to an opaque token that charges %s', async (number, outcome, paymentStatus) => {
    const { publicKey, charge } = await cardPayment();
    const { status, body } = await tokenise(card(publicKey, number));
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    const cardToken = String(body.token);
    expect(cardToken).toMatch(/^tok_[0-9a-z]{24}$/);
    expect(cardToken).not.toMatch(/declin|insufficient|paid|4242|0002|9995/);
    const { path, options } = charge(cardToken);
    const charged = await ok(TransactionResponseSchema, 'POST', path, options);
    expect(charged.transaction.status).toBe(outcome);
    expect(charged.order?.payment_status).toBe(paymentStatus);
  });

  it('a token charges once: reusing it is refused', async () => {
    const first = await cardPayment();
    const { body } = await tokenise(card(first.publicKey, '4000000000000002'));
    const cardToken = String(body.token);
    const once = first.charge(cardToken);
    expect((await ok(TransactionResponseSchema, 'POST', once.path, once.options)).transaction.status).toBe(
      'declined',
    );
    // The shopper tries again on a new transaction with the same token.
    const { transaction } = await openTransaction(first.token, first.order.id, 'CARD');
    const again = await refused('POST', `${S}/orders/${first.order.id}/transactions/${transaction.id}/card`, {
      token: first.token,
      body: { token: cardToken },
    });
    expect(again).toEqual({ status: 422, messages: ['This card token was already used'] });
  });

  it('a retried request (same Idempotency-Key) answers the first charge', async () => {
    const { publicKey, charge } = await cardPayment();
    const { body } = await tokenise(card(publicKey, '4242424242424242'));
    const { path, options } = charge(String(body.token), { 'Idempotency-Key': 'card-retry-1' });
    const first = await ok(TransactionResponseSchema, 'POST', path, options);
    const retry = await ok(TransactionResponseSchema, 'POST', path, options);
    expect(retry.transaction).toEqual(first.transaction);
    expect(retry.transaction.status).toBe('paid');
  });

  it('refuses a token the provider never minted', async () => {
    const { charge } = await cardPayment();
    const { path, options } = charge('tok_0123456789abcdefghijklmn');
    expect(await refused('POST', path, options)).toEqual({ status: 422, messages: ['Unknown card token'] });
  });

  it('keeps the literal test tokens working', async () => {
    const declined = await cardPayment();
    const a = declined.charge('tok_declined');
    expect((await ok(TransactionResponseSchema, 'POST', a.path, a.options)).transaction.status).toBe(
      'declined',
    );
    const short = await cardPayment();
    const b = short.charge('tok_insufficient');
    expect((await ok(TransactionResponseSchema, 'POST', b.path, b.options)).transaction.status).toBe(
      'insufficient_funds',
    );
  });

  it('payment_failure declines an approving card', async () => {
    const { publicKey, charge } = await cardPayment();
    const { body } = await tokenise(card(publicKey, '4242424242424242'));
    setScenario('payment_failure');
    const { path, options } = charge(String(body.token));
    expect((await ok(TransactionResponseSchema, 'POST', path, options)).transaction.status).toBe('declined');
  });
});
