import { http } from 'msw';
import type { Order } from '../../../src/api/schemas/order';
import { OrderResponseSchema, OrdersPageResponseSchema } from '../../../src/api/schemas/order';
import { formatMoney } from '../../../src/lib/money';
import { getState } from '../../../src/mocks/db/state';
import { cancelOrder } from '../../../src/mocks/db/orders';
import type { StoredOrder } from '../../../src/mocks/db/store-types';
import { requireSelf } from '../../../src/mocks/handlers/auth';
import { idParam, json, route, type Ctx } from '../../../src/mocks/handlers/context';
import { orderBody, ownOrder } from '../../../src/mocks/handlers/orders-shared';
import { server } from '../../support/msw';

// Orders whose money stands some way (paid twice, part paid, paid and then cancelled), made by
// changing the fake backend's state as its own payments would leave it.

/** `R 12.50`, as the deployment the test booted prints amounts. */
export const rands = (cents: number) => formatMoney(cents);

/** The fake backend's stored copy of an order the app placed. */
export function storedOrder(order: Pick<Order, 'id'>): StoredOrder {
  const stored = getState('reference').mut.orders.find((o) => o.id === order.id);
  if (!stored) throw new Error(`no stored order ${order.id}`);
  return stored;
}

/** The shop has received `paidInCents` for the order (so far: paid_in_cents is the running sum). */
export function receive(order: Pick<Order, 'id'>, paidInCents: number): void {
  const stored = storedOrder(order);
  stored.paid_in_cents = paidInCents;
  stored.paid_at ??= new Date().toISOString();
}

/** The order is cancelled at the shop, as the shopper's cancel leaves it. */
export function cancel(order: Pick<Order, 'id'>): void {
  cancelOrder(getState('reference'), storedOrder(order), new Date());
}

/**
 * The order and order-list answers name what the shop received (paid_in_cents), as a supplier
 * that sends it does: the fake backend's own figure where it gives one, its stored amount where
 * it leaves the field out.
 */
export function presentPaidAmounts(): void {
  const withPaid = (ctx: Ctx, order: StoredOrder) => {
    const body = orderBody(ctx, order);
    return { ...body, paid_in_cents: body.paid_in_cents ?? order.paid_in_cents };
  };
  server.use(
    http.get(
      '*/api/v2/orders/:order_id',
      route((ctx) =>
        json(OrderResponseSchema, { status: 'ok', order: withPaid(ctx, ownOrder(ctx, 'order_id')) }),
      ),
    ),
    http.get(
      '*/api/v1/users/:user_id/orders',
      route((ctx) => {
        const account = requireSelf(ctx, idParam(ctx, 'user_id'));
        const orders = ctx.state.mut.orders
          .filter((o) => o.account_id === account.id)
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
          .map((o) => withPaid(ctx, o));
        return json(OrdersPageResponseSchema, { status: 'ok', orders, pagination: { next_page: null } });
      }),
    ),
  );
}
