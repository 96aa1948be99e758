import { z } from 'zod/mini';
import { defineArea, op, type AuthScheme } from '../define.ts';
import { callOperation } from '../http.ts';
import { OffersResponseSchema } from '../schemas/catalog.ts';
import { IdSchema, PageQueryShape, pathIds } from '../schemas/common.ts';
import {
  ModifyOrderBodySchema,
  OrderModificationResultSchema,
  OrderResponseSchema,
  OrdersPageResponseSchema,
  ReviewBodySchema,
} from '../schemas/order.ts';

const USER: readonly AuthScheme[] = ['bearer', 'basic'];

function orderAction<const P extends string>(path: P, summary: string, creates = false) {
  return op({
    summary,
    method: 'POST',
    path,
    host: 'supplier',
    auth: USER,
    creates,
    pathParams: pathIds('id'),
    response: OrderResponseSchema,
  });
}

export const ordersOperationSpecs = {
  /** One order (v1). */
  get: op({
    summary: 'One order',
    method: 'GET',
    path: '/api/v1/orders/{order_id}',
    host: 'supplier',
    auth: USER,
    pathParams: pathIds('order_id'),
    response: OrderResponseSchema,
  }),
  /** One order (v2). */
  getV2: op({
    summary: 'One order (v2)',
    method: 'GET',
    path: '/api/v2/orders/{order_id}',
    host: 'main',
    auth: USER,
    pathParams: pathIds('order_id'),
    response: OrderResponseSchema,
  }),
  /** A user's orders, newest first, paginated (v1). */
  listForUser: op({
    summary: 'Orders of a user',
    method: 'GET',
    path: '/api/v1/users/{user_id}/orders',
    host: 'agency',
    auth: USER,
    pathParams: pathIds('user_id'),
    query: z.object(PageQueryShape),
    response: OrdersPageResponseSchema,
  }),
  /** A user's orders (v2). */
  listForUserV2: op({
    summary: 'Orders of a user (v2)',
    method: 'GET',
    path: '/api/v2/users/{user_id}/orders',
    host: 'main',
    auth: USER,
    pathParams: pathIds('user_id'),
    query: z.object(PageQueryShape),
    response: OrdersPageResponseSchema,
  }),
  /** Current offers for items of an order (for adding while editing). */
  getOffers: op({
    summary: 'Current offers for an order',
    method: 'GET',
    path: '/api/v1/orders/{order_id}/offers',
    host: 'supplier',
    auth: USER,
    pathParams: pathIds('order_id'),
    query: z.object({ offer_ids: z.optional(z.array(IdSchema)) }),
    response: OffersResponseSchema,
  }),
  /** Applies modifications (add, update, accept, remove) to an order. */
  modify: op({
    summary: 'Modify an order',
    method: 'POST',
    path: '/api/v1/orders/{id}/modify',
    host: 'supplier',
    auth: USER,
    creates: true,
    pathParams: pathIds('id'),
    body: ModifyOrderBodySchema,
    response: OrderModificationResultSchema,
  }),
  /** Dry run of modify: flags block proceeding. */
  validateModifications: op({
    summary: 'Validate order modifications',
    method: 'POST',
    path: '/api/v1/orders/{id}/validate_modifications',
    host: 'supplier',
    auth: USER,
    pathParams: pathIds('id'),
    body: ModifyOrderBodySchema,
    response: OrderModificationResultSchema,
  }),
  /** Cancels an order; keyed, so a retry after a lost answer gets the first answer, not a refusal. */
  cancel: op({
    summary: 'Cancel an order',
    method: 'POST',
    path: '/api/v1/orders/{order_id}/cancel',
    host: 'supplier',
    auth: USER,
    creates: true,
    pathParams: pathIds('order_id'),
    response: OrderResponseSchema,
  }),
  /** Rates a completed order. */
  review: op({
    summary: 'Review an order',
    method: 'POST',
    path: '/api/v1/orders/{id}/review',
    host: 'supplier',
    auth: USER,
    creates: true,
    pathParams: pathIds('id'),
    body: ReviewBodySchema,
    response: OrderResponseSchema,
  }),
  /** Readies a registered order for payment. */
  prepare: orderAction('/api/v1/orders/{id}/prepare', 'Prepare an order for payment'),
};

/** The orders operations, for app code: importing one area keeps other areas' schemas out of a screen's bundle. */
export const ordersApi = defineArea('orders', ordersOperationSpecs, callOperation);
