// The signed-in shopper's data, under ['account', userId]: dropped on sign-out and on a 401.

export const all = ['account'] as const;
export const addresses = (userId: number) => ['account', userId, 'addresses'] as const;
export const debtorCards = (userId: number) => ['account', userId, 'debtor-cards'] as const;
