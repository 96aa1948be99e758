import { http } from 'msw';
import { OffersResponseSchema } from '#api/schemas/catalog.ts';
import {
  ModifyOrderBodySchema,
  OrderModificationResultSchema,
  OrderResponseSchema,
  OrdersPageResponseSchema,
  OrdersResponseSchema,
  ReviewBodySchema,
} from '#api/schemas/order.ts';
import { ModificationRejected, modifyOrder, type ModifyResult } from '../db/modify.ts';
import { orderProgress } from '../db/order-progress.ts';
import { cancelOrder } from '../db/orders.ts';
import { OPEN_PAYMENT_REFUSAL, openTransactionOf } from '../db/payments.ts';
import { presentOffer } from '../db/present-catalog.ts';
import { requireSelf } from './auth.ts';
import { fail, idempotent, idParam, json, queryNumber, readBody, route, type Ctx } from './context.ts';
import { orderBody, ownOrder } from './orders-shared.ts';

// Reading, listing, modifying, cancelling and reviewing orders.

const DEFAULT_PER_PAGE = 10;
const REPLAYED: ModifyResult = {
  out_of_stock: false,
  updated: false,
  payable_amount_error: null,
  notice: 'Order updated',
  modifications: [],
  applied: true,
};

function userOrders(ctx: Ctx) {
  const account = requireSelf(ctx, idParam(ctx, 'user_id'));
  return ctx.state.mut.orders
    .filter((o) => o.account_id === account.id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

function listPage(ctx: Ctx): Response {
  const orders = userOrders(ctx);
  const page = Math.max(1, Math.floor(queryNumber(ctx, 'page') ?? 1));
  const perPage = Math.min(200, Math.max(1, Math.floor(queryNumber(ctx, 'per_page') ?? DEFAULT_PER_PAGE)));
  return json(OrdersPageResponseSchema, {
    status: 'ok',
    orders: orders.slice((page - 1) * perPage, page * perPage).map((o) => orderBody(ctx, o)),
    pagination: { next_page: page * perPage < orders.length ? page + 1 : null },
  });
}

function incomplete(ctx: Ctx): Response {
  const open = userOrders(ctx).filter((o) => {
    const { status } = orderProgress(o, ctx.state.mut.transactions, ctx.now);
    return status === 'stock_short' || status === 'pending_payment';
  });
  return json(OrdersResponseSchema, { status: 'ok', orders: open.map((o) => orderBody(ctx, o)) });
}

function getOrder(ctx: Ctx): Response {
  return json(OrderResponseSchema, { status: 'ok', order: orderBody(ctx, ownOrder(ctx, 'order_id')) });
}

async function modification(ctx: Ctx, apply: boolean): Promise<Response> {
  const order = ownOrder(ctx, 'id');
  const { modifications } = await readBody(ctx, ModifyOrderBodySchema);
  // The open payment was opened for the old total: a change now would leave it paying the wrong one.
  if (openTransactionOf(ctx.state, order)) return fail(409, OPEN_PAYMENT_REFUSAL);
  try {
    const run = () => modifyOrder(ctx.state, ctx.view, order, modifications, ctx.now, apply);
    const out: { result?: ModifyResult } = {};
    if (!apply) out.result = run();
    // A replayed modify (same Idempotency-Key) is not applied twice; it answers with the order as is.
    else idempotent(ctx, `modify:${order.id}`, () => ((out.result = run()), order.id));
    const { applied: _applied, ...flags } = out.result ?? REPLAYED;
    return json(OrderModificationResultSchema, { status: 'ok', ...flags, order: orderBody(ctx, order) });
  } catch (error) {
    if (error instanceof ModificationRejected) return fail(422, error.message);
    throw error;
  }
}

export const orderHandlers = [
  http.get('*/api/v1/users/:user_id/orders/incomplete', route(incomplete)),
  http.get('*/api/v2/users/:user_id/orders/incomplete', route(incomplete)),
  http.get('*/api/v1/users/:user_id/orders', route(listPage)),
  http.get('*/api/v2/users/:user_id/orders', route(listPage)),
  http.get(
    '*/api/v1/orders/:order_id/offers',
    route((ctx) => {
      const order = ownOrder(ctx, 'order_id');
      const ids = [
        ...ctx.url.searchParams.getAll('offer_ids[]'),
        ...ctx.url.searchParams.getAll('offer_ids'),
      ].map(Number);
      const wanted = ids.length ? ids : order.items.map((i) => i.offer_id);
      const offers = wanted.flatMap((id) => {
        const offer = ctx.state.offers.get(id);
        return offer && offer.supplier_id === order.supplier_id
          ? [presentOffer(ctx.state, ctx.view, offer)]
          : [];
      });
      return json(OffersResponseSchema, { status: 'ok', offers });
    }),
  ),
  http.get('*/api/v1/orders/:order_id', route(getOrder)),
  http.get('*/api/v2/orders/:order_id', route(getOrder)),
  http.post(
    '*/api/v1/orders/:id/modify',
    route((ctx) => modification(ctx, true)),
  ),
  http.post(
    '*/api/v1/orders/:id/validate_modifications',
    route((ctx) => modification(ctx, false)),
  ),

  http.post(
    '*/api/v1/orders/:order_id/cancel',
    route((ctx) => {
      const order = ownOrder(ctx, 'order_id');
      if (!order.cancelled_at) {
        // A payment that lands after the cancel would be owed back: the shopper settles it first.
        if (openTransactionOf(ctx.state, order)) {
          return fail(409, OPEN_PAYMENT_REFUSAL);
        }
        if (!orderProgress(order, ctx.state.mut.transactions, ctx.now).modifiable) {
          return fail(422, 'This order is already being prepared and can no longer be cancelled');
        }
        cancelOrder(ctx.state, order, ctx.now);
      }
      return json(OrderResponseSchema, { status: 'ok', order: orderBody(ctx, order) });
    }),
  ),

  http.post(
    '*/api/v1/orders/:id/review',
    route(async (ctx) => {
      const order = ownOrder(ctx, 'id');
      const { review } = await readBody(ctx, ReviewBodySchema);
      if (review.order_id !== order.id) return fail(422, 'The review is for another order');
      if (!orderProgress(order, ctx.state.mut.transactions, ctx.now).completed) {
        return fail(422, 'Only collected or delivered orders can be reviewed');
      }
      // Reviewing twice keeps the first review, so a double press is harmless.
      order.review ??= {
        rating: review.rating,
        comment: review.rating < 5 ? review.comment : null,
        created_at: ctx.now.toISOString(),
      };
      return json(OrderResponseSchema, { status: 'ok', order: orderBody(ctx, order) });
    }),
  ),

  http.post(
    '*/api/v1/orders/:id/prepare',
    route((ctx) => {
      const order = ownOrder(ctx, 'id');
      const { status } = orderProgress(order, ctx.state.mut.transactions, ctx.now);
      if (status === 'cancelled' || status === 'abandoned') return fail(422, `This order was ${status}`);
      return json(OrderResponseSchema, { status: 'ok', order: orderBody(ctx, order) });
    }),
  ),
];
