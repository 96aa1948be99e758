import { http } from 'msw';
import { OrderResponseSchema } from '#api/schemas/order.ts';
import {
  CardTransactionBodySchema,
  RegisterTransactionBodySchema,
  TransactionResponseSchema,
} from '#api/schemas/payment.ts';
import { chargeCard } from '../db/card-charge.ts';
import { verifyGatewayReturn } from '../db/gateway.ts';
import {
  OPEN_PAYMENT_REFUSAL,
  openTransaction,
  openTransactionOf,
  outstanding,
  providerData,
  settle,
} from '../db/payments.ts';
import { resolvePending } from '../db/resolve-pending.ts';
import { nextId } from '../db/state.ts';
import type { StoredOrder, StoredTransaction } from '../db/store-types.ts';
import { requireAccount } from './auth.ts';
import { fail, idempotent, idParam, json, readBody, route, type Ctx } from './context.ts';
import { orderBody, ownOrder } from './orders-shared.ts';
import { hearWalletTabs } from './pay-stand-ins.ts';

// The supplier's payment endpoints: transactions (open, poll, cancel), gateway finalize, card
// charge, offline EFT and resolving stuck payments. The providers' own endpoints, which the
// stand-in pages call, are in pay-stand-ins.ts.

const failing = (ctx: Ctx) => ctx.scenario === 'payment_failure';

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

/** Opens a payment; the checks run only for a new request, so a replay always answers the first. */
function startPayment(ctx: Ctx, order: StoredOrder, provider: string, amount?: number, returnUrl?: string) {
  if (order.cancelled_at) throw fail(422, 'This order was cancelled');
  if (outstanding(order) <= 0) throw fail(422, 'Nothing to pay on this order');
  // Two open payments could both take the same balance.
  if (openTransactionOf(ctx.state, order)) {
    throw fail(409, 'A payment is already open for this order: finish it, or cancel it first');
  }
  const id = nextId(ctx.state, 'transaction');
  const tx = openTransaction(ctx.state, order, id, provider, amount, returnUrl ?? null, ctx.now);
  if (order.paid_in_cents === 0) order.provider = provider;
  return tx.id;
}

export const paymentHandlers = [
  http.post(
    '*/api/v1/orders/:id/transactions',
    route(async (ctx) => {
      hearWalletTabs();
      const order = ownOrder(ctx, 'id');
      const body = await readBody(ctx, RegisterTransactionBodySchema);
      const provider = body.provider.trim().toUpperCase();
      const id = idempotent(ctx, `transaction:${order.id}`, () =>
        startPayment(ctx, order, provider, body.amount_in_cents, body.return_url ?? undefined),
      );
      const tx = ctx.state.mut.transactions.find((t) => t.id === id);
      return tx ? txAnswer(ctx, order, tx) : fail(404, 'Transaction not found');
    }),
  ),

  http.get(
    '*/api/v1/orders/:order_id/transactions/:transaction_id/processing',
    route((ctx) => {
      hearWalletTabs();
      const order = ownOrder(ctx, 'order_id');
      return txAnswer(ctx, order, orderTx(ctx, order, 'transaction_id'));
    }),
  ),

  // Closes an open payment so another can start or the order can be cancelled. A closed one is
  // answered as it is, so a repeat is harmless; the providers cannot settle it afterwards.
  http.post(
    '*/api/v1/orders/:order_id/transactions/:id/cancel',
    route((ctx) => {
      const order = ownOrder(ctx, 'order_id');
      const tx = orderTx(ctx, order, 'id');
      settle(order, tx, 'cancelled', ctx.now, false);
      return txAnswer(ctx, order, tx);
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
      hearWalletTabs();
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
      // Paying by EFT while a card or wallet payment is open could pay the order twice.
      if (openTransactionOf(ctx.state, order)) return fail(409, OPEN_PAYMENT_REFUSAL);
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
      resolvePending(ctx.state, order, ctx.now, failing(ctx));
      return json(OrderResponseSchema, { status: 'ok', order: orderBody(ctx, order) });
    }),
  ),
];
