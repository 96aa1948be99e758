import { http } from 'msw';
import { OrderResponseSchema } from '../../api/schemas/order.ts';
import {
  CardTransactionBodySchema,
  RegisterTransactionBodySchema,
  TransactionResponseSchema,
} from '../../api/schemas/payment.ts';
import {
  GATEWAY_STATUS,
  WALLET_CONFIRM_MS,
  openTransaction,
  outstanding,
  providerData,
  settle,
} from '../db/payments.ts';
import { nextId } from '../db/state.ts';
import type { StoredOrder, StoredTransaction } from '../db/store-types.ts';
import { requireAccount } from './auth.ts';
import { fail, idempotent, idParam, json, readBody, route, type Ctx } from './context.ts';
import { orderBody, ownOrder } from './orders-shared.ts';

// Payment transactions, gateway finalize, card charge, offline EFT and resolving stuck payments.

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
      provider_data: providerData(tx, supplier, failing(ctx)),
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

/** Wallets confirm on their own a few seconds after opening; polling observes it. */
function settleWallet(ctx: Ctx, order: StoredOrder, tx: StoredTransaction): void {
  if (!tx.provider.startsWith('WALLET')) return;
  if (ctx.now.getTime() - Date.parse(tx.created_at) >= WALLET_CONFIRM_MS)
    settle(order, tx, 'paid', ctx.now, failing(ctx));
}

export const paymentHandlers = [
  http.post(
    '*/api/v1/orders/:id/transactions',
    route(async (ctx) => {
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
      const order = ownOrder(ctx, 'order_id');
      const tx = orderTx(ctx, order, 'transaction_id');
      settleWallet(ctx, order, tx);
      return txAnswer(ctx, order, tx);
    }),
  ),

  http.post(
    '*/api/v1/orders/:order_id/transactions/:transaction_id/finalize',
    route((ctx) => {
      const order = ownOrder(ctx, 'order_id');
      const tx = orderTx(ctx, order, 'transaction_id');
      const q = ctx.url.searchParams;
      if (q.get('PAY_REQUEST_ID') !== tx.provider_reference || !q.get('CHECKSUM')) {
        return fail(422, 'Payment reference mismatch');
      }
      settle(order, tx, GATEWAY_STATUS[q.get('TRANSACTION_STATUS') ?? ''] ?? 'failed', ctx.now, failing(ctx));
      return txAnswer(ctx, order, tx);
    }),
  ),

  http.post(
    '*/api/v1/orders/:order_id/transactions/:id/card',
    route(async (ctx) => {
      const order = ownOrder(ctx, 'order_id');
      const tx = orderTx(ctx, order, 'id');
      const { token } = await readBody(ctx, CardTransactionBodySchema);
      const outcome =
        token === 'tok_declined' ? 'declined' : token === 'tok_insufficient' ? 'insufficient_funds' : 'paid';
      settle(order, tx, outcome, ctx.now, failing(ctx));
      return txAnswer(ctx, order, tx);
    }),
  ),

  http.get(
    '*/api/v1/transactions/:id',
    route((ctx) => {
      const account = requireAccount(ctx);
      const id = idParam(ctx, 'id');
      const tx = ctx.state.mut.transactions.find((t) => t.id === id);
      const order =
        tx && ctx.state.mut.orders.find((o) => o.id === tx.order_id && o.account_id === account.id);
      if (!tx || !order) return fail(404, 'Transaction not found');
      settleWallet(ctx, order, tx);
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
];
