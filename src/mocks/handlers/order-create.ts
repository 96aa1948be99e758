import { http } from 'msw';
import { OrderSyncBodySchema, RegisterOrderBodySchema } from '#api/schemas/cart.ts';
import { OrderResponseSchema } from '#api/schemas/order.ts';
import { OrderRejected, placeOrder } from '../db/orders.ts';
import { requireAccount } from './auth.ts';
import { fail, idempotent, json, readBody, resolveSupplier, route, type Ctx } from './context.ts';
import { orderBody } from './orders-shared.ts';

// Order registration (v1 register, v2 place order) and the v2 order sync used when editing.
// Both creating calls honour Idempotency-Key: the same key returns the same order.

async function register(ctx: Ctx): Promise<Response> {
  const account = requireAccount(ctx);
  const { cart, user } = await readBody(ctx, RegisterOrderBodySchema);
  if (user.id !== account.id) return fail(403, 'The basket belongs to another account');
  const supplier = resolveSupplier(ctx, cart.supplier_id);
  try {
    const id = idempotent(
      ctx,
      'register_order',
      () =>
        placeOrder(ctx.state, ctx.view, supplier, cart, account, ctx.now, {
          stockShort: ctx.scenario === 'stock_short',
        }).id,
    );
    const order = ctx.state.mut.orders.find((o) => o.id === id);
    if (!order) return fail(404, 'Order not found');
    return json(OrderResponseSchema, { status: 'ok', order: orderBody(ctx, order) });
  } catch (error) {
    if (error instanceof OrderRejected) return fail(422, ...error.messages);
    throw error;
  }
}

export const orderCreateHandlers = [
  http.post('*/api/v1/orders/register', route(register)),
  http.post('*/cart/v1/order', route(register)),

  http.post(
    '*/order/v1/sync',
    route(async (ctx) => {
      const account = requireAccount(ctx);
      const { order_id } = await readBody(ctx, OrderSyncBodySchema);
      const order = ctx.state.mut.orders.find((o) => o.id === order_id && o.account_id === account.id);
      if (!order) return fail(404, 'Order not found');
      return json(OrderResponseSchema, { status: 'ok', order: orderBody(ctx, order) });
    }),
  ),
];
