import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { OrderResponseSchema } from '../../api/schemas/order.ts';
import {
  CardTransactionBodySchema,
  RegisterTransactionBodySchema,
  TransactionResponseSchema,
} from '../../api/schemas/payment.ts';
import { now } from '../db/clock.ts';
import {
  WALLET_PROVIDERS,
  chargeCard,
  decideGateway,
  findByReference,
  openTransaction,
  outstanding,
  providerData,
  providerRecords,
  settle,
  verifyGatewayReturn,
} from '../db/payments.ts';
import { DATASETS, getState, nextId, saveState } from '../db/state.ts';
import type { StoredOrder, StoredTransaction } from '../db/store-types.ts';
import { getScenario } from '../scenarios.ts';
import { cardOutcome, mintToken, readCardDetails } from '../stand-ins/card.ts';
import { requestChecksum } from '../stand-ins/checksum.ts';
import { PAY_ENDPOINTS } from '../stand-ins/paths.ts';
import { hearOtherTabs, tellOtherTabs, type WalletPaid } from '../stand-ins/tab-sync.ts';
import { requireAccount } from './auth.ts';
import { fail, idempotent, idParam, json, readBody, route, type Ctx } from './context.ts';
import { orderBody, ownOrder } from './orders-shared.ts';

// Payment transactions, gateway finalize, card charge, offline EFT and resolving stuck payments,
// and the providers' side of the online payments (src/mocks/stand-ins, db/payments.ts): the
// gateway's decision, the card provider's tokeniser and the wallet's payment. The stand-in pages
// (build/demo-pay-plugin.ts) call the `__pay` endpoints with fetch under the deployment's
// agency_host, so they run through route() like every supplier call and find the dataset's state.

const failing = (ctx: Ctx) => ctx.scenario === 'payment_failure';

const DecideBodySchema = z.object({
  PAY_REQUEST_ID: z.string().check(z.minLength(1)),
  decision: z.enum(['approve', 'decline', 'cancel']),
  // The page's copy of the request's CHECKSUM; checked when sent (the stand-in page sends it).
  CHECKSUM: z.optional(z.string()),
});

const WalletPayBodySchema = z.object({ reference: z.string().check(z.minLength(1)) });

function txAnswer(ctx: Ctx, order: StoredOrder, tx: StoredTransaction): Response {
  const supplier = ctx.state.suppliers.get(order.supplier_id);
  return json(TransactionResponseSchema, {
    status: 'ok',
    transaction: {
      id: tx.id,
      amount_in_cents: tx.amount_in_cents,
      status: tx.status,
      provider: tx.provider,
      provider_data: providerData(tx, supplier),
      provider_reference: tx.provider_reference,
    },
    order: orderBody(ctx, order),
  });
}

function orderTx(ctx: Ctx, order: StoredOrder, param: string): StoredTransaction {
  const id = idParam(ctx, param);
  const tx = ctx.state.mut.transactions.find((t) => t.id === id && t.order_id === order.id);
  if (!tx) throw fail(404, 'Transaction not found');
  return tx;
}

/** A wallet paid in another tab of the demo (tab-sync.ts): this tab's copy of the state settles too. */
function applyWalletPaid({ dataset, reference }: WalletPaid): void {
  const state = getState(dataset);
  const found = findByReference(state, reference, WALLET_PROVIDERS);
  if (!found) return;
  settle(found.order, found.tx, 'paid', now(), getScenario() === 'payment_failure');
  saveState(state);
}

/** Every page that has opened or polled a payment hears the stand-ins of its other tabs. */
const listen = () => hearOtherTabs(applyWalletPaid);

function cardError(status: number, message: string): Response {
  return HttpResponse.json({ status: 'error', messages: [message] }, { status });
}

export const paymentHandlers = [
  http.post(
    '*/api/v1/orders/:id/transactions',
    route(async (ctx) => {
      listen();
      const order = ownOrder(ctx, 'id');
      const body = await readBody(ctx, RegisterTransactionBodySchema);
      if (order.cancelled_at) return fail(422, 'This order was cancelled');
      if (outstanding(order) <= 0) return fail(422, 'Nothing to pay on this order');
      const provider = body.provider.trim().toUpperCase();
      const id = idempotent(
        ctx,
        `transaction:${order.id}`,
        () =>
          openTransaction(
            ctx.state,
            order,
            nextId(ctx.state, 'transaction'),
            provider,
            body.amount_in_cents,
            body.return_url ?? null,
            ctx.now,
          ).id,
      );
      if (order.paid_in_cents === 0) order.provider = provider;
      const tx = ctx.state.mut.transactions.find((t) => t.id === id);
      return tx ? txAnswer(ctx, order, tx) : fail(404, 'Transaction not found');
    }),
  ),

  http.get(
    '*/api/v1/orders/:order_id/transactions/:transaction_id/processing',
    route((ctx) => {
      listen();
      const order = ownOrder(ctx, 'order_id');
      return txAnswer(ctx, order, orderTx(ctx, order, 'transaction_id'));
    }),
  ),

  http.post(
    '*/api/v1/orders/:order_id/transactions/:transaction_id/finalize',
    route((ctx) => {
      const order = ownOrder(ctx, 'order_id');
      const tx = orderTx(ctx, order, 'transaction_id');
      const q = ctx.url.searchParams;
      // Only the gateway's recorded result counts; the query is the shopper's browser's word.
      const verified = verifyGatewayReturn(ctx.state, tx, {
        PAY_REQUEST_ID: q.get('PAY_REQUEST_ID'),
        TRANSACTION_STATUS: q.get('TRANSACTION_STATUS'),
        CHECKSUM: q.get('CHECKSUM'),
      });
      if (!verified) return fail(422, 'Payment could not be verified');
      return txAnswer(ctx, order, tx);
    }),
  ),

  http.post(
    '*/api/v1/orders/:order_id/transactions/:id/card',
    route(async (ctx) => {
      const order = ownOrder(ctx, 'order_id');
      const tx = orderTx(ctx, order, 'id');
      const { token } = await readBody(ctx, CardTransactionBodySchema);
      const publicKey = ctx.state.suppliers.get(order.supplier_id)?.yoco_public_key ?? null;
      // A retried request (same Idempotency-Key) answers the first charge instead of reusing the token.
      idempotent(ctx, `card:${tx.id}`, () => {
        const refused = chargeCard(ctx.state, order, tx, publicKey, token, ctx.now, failing(ctx));
        if (refused) throw fail(422, refused);
        return tx.id;
      });
      return txAnswer(ctx, order, tx);
    }),
  ),

  http.get(
    '*/api/v1/transactions/:id',
    route((ctx) => {
      listen();
      const account = requireAccount(ctx);
      const id = idParam(ctx, 'id');
      const tx = ctx.state.mut.transactions.find((t) => t.id === id);
      const order =
        tx && ctx.state.mut.orders.find((o) => o.id === tx.order_id && o.account_id === account.id);
      if (!tx || !order) return fail(404, 'Transaction not found');
      return txAnswer(ctx, order, tx);
    }),
  ),

  http.post(
    '*/api/v1/orders/:id/offline_payment',
    route((ctx) => {
      const order = ownOrder(ctx, 'id');
      if (order.cancelled_at) return fail(422, 'This order was cancelled');
      idempotent(ctx, `offline:${order.id}`, () => {
        order.provider = 'OFFLINE_EFT';
        order.offline_payment_at ??= ctx.now.toISOString();
        order.events.push({
          timestamp: ctx.now.toISOString(),
          name: 'offline_payment',
          message: 'Awaiting EFT payment',
        });
        return order.id;
      });
      return json(OrderResponseSchema, { status: 'ok', order: orderBody(ctx, order) });
    }),
  ),

  http.post(
    '*/api/v1/orders/:id/resolve_payment_pending',
    route((ctx) => {
      const order = ownOrder(ctx, 'id');
      const open = ctx.state.mut.transactions.filter(
        (t) => t.order_id === order.id && (t.status === 'pending' || t.status === 'processing'),
      );
      for (const tx of open) settle(order, tx, 'paid', ctx.now, failing(ctx));
      // An EFT the supplier has now seen in its bank account.
      if (open.length === 0 && order.offline_payment_at && outstanding(order) > 0 && !failing(ctx)) {
        const tx = openTransaction(
          ctx.state,
          order,
          nextId(ctx.state, 'transaction'),
          'OFFLINE_EFT',
          undefined,
          null,
          ctx.now,
        );
        settle(order, tx, 'paid', ctx.now, false);
      }
      return json(OrderResponseSchema, { status: 'ok', order: orderBody(ctx, order) });
    }),
  ),

  // The gateway's page (stand-in) tells the supplier how the shopper decided, before sending the
  // shopper back: the answer's redirect_url is the return_url with the gateway's signed result.
  http.post(
    `*${PAY_ENDPOINTS.gatewayDecide}`,
    route(async (ctx) => {
      const body = await readBody(ctx, DecideBodySchema);
      const found = findByReference(ctx.state, body.PAY_REQUEST_ID, ['GATEWAY']);
      if (!found) return fail(404, 'Payment request not found');
      const { tx, order } = found;
      if (
        body.CHECKSUM !== undefined &&
        body.CHECKSUM.toLowerCase() !== requestChecksum(tx.provider_reference)
      ) {
        return fail(422, 'This payment request could not be verified');
      }
      const result = decideGateway(ctx.state, order, tx, body.decision, ctx.now, failing(ctx));
      return HttpResponse.json({ status: 'ok', ...result });
    }),
  ),

  // The wallet's page (stand-in) pays: the transaction settles and the shop's polling sees it.
  http.post(
    `*${PAY_ENDPOINTS.walletPay}`,
    route(async (ctx) => {
      const { reference } = await readBody(ctx, WalletPayBodySchema);
      const found = findByReference(ctx.state, reference, WALLET_PROVIDERS);
      if (!found) return fail(404, 'Payment not found');
      settle(found.order, found.tx, 'paid', ctx.now, failing(ctx));
      tellOtherTabs({ kind: 'wallet_paid', dataset: ctx.dataset, reference });
      return HttpResponse.json({ status: 'ok', transaction_status: found.tx.status });
    }),
  ),

  // The card provider's tokeniser (stand-in, Yoco style). It is the provider's endpoint, not a
  // supplier's: no dataset in its path, so it finds the shop by public key in every dataset.
  http.post('*/pay/card/tokens', async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return cardError(422, 'Complete card details.');
    }
    const key = body && typeof body === 'object' ? (body as { public_key?: unknown }).public_key : null;
    const owners = DATASETS.map(getState).filter(
      (state) => typeof key === 'string' && state.seed.suppliers.some((s) => s.yoco_public_key === key),
    );
    if (typeof key !== 'string' || owners.length === 0) return cardError(401, 'Invalid public key.');
    const at = now();
    const card = readCardDetails(body, at);
    if (!card) return cardError(422, 'Complete card details.');
    const token = mintToken();
    for (const state of owners) {
      providerRecords(state).card_tokens[token] = {
        outcome: cardOutcome(card.number),
        public_key: key,
        last4: card.number.slice(-4),
        created_at: at.toISOString(),
        used_at: null,
      };
      saveState(state);
    }
    return HttpResponse.json({ status: 'ok', token });
  }),
];
