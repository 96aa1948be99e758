import { OrderResponseSchema } from '../../src/api/schemas/order.ts';
import { TransactionResponseSchema } from '../../src/api/schemas/payment.ts';
import { basketOffers, ok, registerBody, request, signIn } from './handlers-helpers.ts';

// Shared by the payments*.test.ts files: an order at Khaya Fresh (market dataset) and its
// transactions, and the stand-ins' endpoints the provider pages call.

export const S = '/market/s/khaya-fresh/api/v1';
export const RETURN_URL = 'https://shop.test/orders/return';

export async function placeOrder() {
  const session = await signIn('market');
  const { regular } = await basketOffers();
  const { order } = await ok(OrderResponseSchema, 'POST', `${S}/orders/register`, {
    token: session.token,
    body: registerBody(session.user, [{ offer_id: regular[0]!.id, qty: 2 }]),
  });
  return { token: session.token, order };
}

export async function openTransaction(
  token: string,
  orderId: number,
  provider: string,
  returnUrl: string | undefined = RETURN_URL,
  headers: Record<string, string> = {},
) {
  const body = returnUrl ? { provider, return_url: returnUrl } : { provider };
  return ok(TransactionResponseSchema, 'POST', `${S}/orders/${orderId}/transactions`, {
    token,
    body,
    headers,
  });
}

/** The shop closes an open payment (cancelTransaction). */
export async function cancelTransaction(token: string, orderId: number, txId: number) {
  return ok(TransactionResponseSchema, 'POST', `${S}/orders/${orderId}/transactions/${txId}/cancel`, {
    token,
  });
}

/** The order as the supplier has it now. */
export async function readOrder(token: string, orderId: number) {
  return (await ok(OrderResponseSchema, 'GET', `${S}/orders/${orderId}`, { token })).order;
}

export async function processing(token: string, orderId: number, txId: number) {
  return ok(TransactionResponseSchema, 'GET', `${S}/orders/${orderId}/transactions/${txId}/processing`, {
    token,
  });
}

export async function json(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The gateway page's call: the shopper's decision reaches the supplier. */
export async function decide(payRequestId: string, decision: string, extra: Record<string, unknown> = {}) {
  return json(
    await request('POST', '/market/__pay/gateway/decide', {
      body: { PAY_REQUEST_ID: payRequestId, decision, ...extra },
    }),
  );
}

/** The wallet page's call. */
export async function walletPay(reference: string) {
  return json(await request('POST', '/market/__pay/wallet/pay', { body: { reference } }));
}

/** The card form's call to the card provider. */
export async function tokenise(card: Record<string, unknown>) {
  return json(await request('POST', '/pay/card/tokens', { body: card }));
}
