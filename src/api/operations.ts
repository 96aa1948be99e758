import type { OperationDefinition } from './define.ts';
import { accountApi } from './operations/account.ts';
import { cartApi } from './operations/cart.ts';
import { catalogApi } from './operations/catalog.ts';
import { catalogUnusedApi } from './operations/catalog-unused.ts';
import { clientConfigApi } from './operations/client-config.ts';
import { configApi } from './operations/config.ts';
import { directoryApi } from './operations/directory.ts';
import { openOrdersApi } from './operations/open-orders.ts';
import { ordersApi } from './operations/orders.ts';
import { paymentsApi } from './operations/payments.ts';
import { staffApi } from './operations/staff.ts';
import { timeslotsApi } from './operations/timeslots.ts';

/**
 * The whole supplier API, `api.<area>.<operation>`, for tools and tests (OpenAPI, the mock contract
 * check). App code imports its area (`catalogApi` from `operations/catalog.ts`) instead, so the home
 * screen does not download the order, payment and staff schemas; lint enforces it.
 */
export const api = {
  config: configApi,
  account: accountApi,
  catalog: { ...catalogApi, ...directoryApi, ...timeslotsApi, ...catalogUnusedApi },
  cart: { ...clientConfigApi, ...cartApi },
  orders: ordersApi,
  openOrders: openOrdersApi,
  payments: paymentsApi,
  staff: staffApi,
};

/** Every operation's definition, for the OpenAPI generator and the fake backend to iterate. */
export const operationList: readonly OperationDefinition[] = Object.values(api).flatMap((area) =>
  Object.values(area).map((operation) => operation.definition),
);

/** Looks an operation up by its `area.operation` name. */
export function findOperation(name: string): OperationDefinition | undefined {
  return operationList.find((definition) => definition.name === name);
}
