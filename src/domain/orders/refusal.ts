import type { OrderModificationResult } from '#api/schemas/order.ts';

// The supplier's verdict on an order change, shared by the orders feature (which sends changes)
// and the catalogue's add-to-basket panel (which shows why one was refused): features do not
// import each other, so the one definition lives beside the answer it reads.

/** A flag of the supplier's that blocks an order change (spec section 8). */
export type OrderChangeProblem = 'out_of_stock' | 'updated' | 'payable_amount';

/** The flag that blocks a change, on the dry run and the real call alike; null when none does. */
export function orderChangeProblem(result: OrderModificationResult): OrderChangeProblem | null {
  if (result.out_of_stock) return 'out_of_stock';
  if (result.updated) return 'updated';
  if (result.payable_amount_error) return 'payable_amount';
  return null;
}

/** The supplier answered an order change with a blocking flag: nothing was changed. */
export class OrderChangeRefused extends Error {
  constructor(
    readonly problem: OrderChangeProblem,
    /** Supplier text for payable_amount (shown as text, never HTML). */
    readonly detail: string | null = null,
  ) {
    super(`order change refused: ${problem}`);
    this.name = 'OrderChangeRefused';
  }
}

/** The refusal a modification answer carries, or null when nothing blocks it. */
export function orderChangeRefusal(result: OrderModificationResult): OrderChangeRefused | null {
  const problem = orderChangeProblem(result);
  return problem && new OrderChangeRefused(problem, result.payable_amount_error);
}
