import { defineArea, type OperationDefinition } from './define.ts';
import { callOperation } from './http.ts';
import { accountOperationSpecs } from './operations/account.ts';
import { cartOperationSpecs } from './operations/cart.ts';
import { catalogOperationSpecs } from './operations/catalog.ts';
import { configOperationSpecs } from './operations/config.ts';
import { ordersOperationSpecs } from './operations/orders.ts';
import { paymentsOperationSpecs } from './operations/payments.ts';
import { staffOperationSpecs } from './operations/staff.ts';

/** The whole supplier API: `api.<area>.<operation>(input, options)`. */
export const api = {
  config: defineArea('config', configOperationSpecs, callOperation),
  account: defineArea('account', accountOperationSpecs, callOperation),
  catalog: defineArea('catalog', catalogOperationSpecs, callOperation),
  cart: defineArea('cart', cartOperationSpecs, callOperation),
  orders: defineArea('orders', ordersOperationSpecs, callOperation),
  payments: defineArea('payments', paymentsOperationSpecs, callOperation),
  staff: defineArea('staff', staffOperationSpecs, callOperation),
};

/** Every operation's definition, for the OpenAPI generator and the fake backend to iterate. */
export const operationList: readonly OperationDefinition[] = Object.values(api).flatMap((area) =>
  Object.values(area).map((operation) => operation.definition),
);

/** Looks an operation up by its `area.operation` name. */
export function findOperation(name: string): OperationDefinition | undefined {
  return operationList.find((definition) => definition.name === name);
}
