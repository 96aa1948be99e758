// The shopper's orders, under ['account', userId] so signing out drops them; `all` is the
// prefix of every other.

export const all = (userId: number) => ['account', userId, 'orders'] as const;
export const open = (userId: number) => ['account', userId, 'orders', 'open'] as const;
export const detail = (userId: number, orderId: number) => ['account', userId, 'orders', orderId] as const;
export const history = (userId: number) => ['account', userId, 'orders', 'history'] as const;
/** A payment attempt's transaction, under its order: refreshing the order refreshes it too. */
export const transaction = (userId: number, orderId: number, transactionId: number) =>
  ['account', userId, 'orders', orderId, 'transactions', transactionId] as const;
