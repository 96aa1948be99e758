// The shopper's orders, under ['account', userId] so signing out drops them; `all` is the
// prefix of every other.

export const all = (userId: number) => ['account', userId, 'orders'] as const;
export const open = (userId: number) => ['account', userId, 'orders', 'open'] as const;
export const detail = (userId: number, orderId: number) => ['account', userId, 'orders', orderId] as const;
export const history = (userId: number) => ['account', userId, 'orders', 'history'] as const;
