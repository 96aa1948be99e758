import { presentOrder } from '../db/present-order.ts';
import type { StoredOrder } from '../db/store-types.ts';
import { requireAccount } from './auth.ts';
import { fail, idParam, type Ctx } from './context.ts';

// Helpers shared by the order, order-creation and payment handlers.

/** The signed-in shopper's order named by a path parameter; 404 for anyone else's. */
export function ownOrder(ctx: Ctx, param: string): StoredOrder {
  const account = requireAccount(ctx);
  const id = idParam(ctx, param);
  const order = ctx.state.mut.orders.find((o) => o.id === id && o.account_id === account.id);
  if (!order) throw fail(404, 'Order not found');
  return order;
}

/** The API shape of an order as of the request's time. */
export function orderBody(ctx: Ctx, order: StoredOrder) {
  return presentOrder(ctx.state, ctx.view, order, ctx.now);
}
