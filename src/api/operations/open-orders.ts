import { defineArea, op, type AuthScheme } from '../define.ts';
import { callOperation } from '../http.ts';
import { pathIds } from '../schemas/common.ts';
import { OpenOrdersResponseSchema } from '../schemas/open-orders.ts';

const USER: readonly AuthScheme[] = ['bearer', 'basic'];

// Its own area because the shell calls it on every page: see schemas/open-orders.ts.
export const openOrdersOperationSpecs = {
  /** Open orders needing attention (stock short, pending payment) (v1). */
  list: op({
    summary: 'Open orders of a user',
    method: 'GET',
    path: '/api/v1/users/{user_id}/orders/incomplete',
    host: 'agency',
    auth: USER,
    pathParams: pathIds('user_id'),
    response: OpenOrdersResponseSchema,
  }),
  /** Open orders (v2). */
  listV2: op({
    summary: 'Open orders of a user (v2)',
    method: 'GET',
    path: '/api/v2/users/{user_id}/orders/incomplete',
    host: 'main',
    auth: USER,
    pathParams: pathIds('user_id'),
    response: OpenOrdersResponseSchema,
  }),
};

/** Open orders, for the shell: a light schema so no page pays for the order screens' schemas. */
export const openOrdersApi = defineArea('openOrders', openOrdersOperationSpecs, callOperation);
