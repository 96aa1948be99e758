// The signed-in shopper's data, under ['account', userId]: dropped on sign-out and on a 401.

export const all = ['account'] as const;
export const addresses = (userId: number) => ['account', userId, 'addresses'] as const;
export const debtorCards = (userId: number) => ['account', userId, 'debtor-cards'] as const;

/** The basket checked at a supplier: its lines and choices are part of the key. */
export const validation = (userId: number, supplierId: number, input: unknown) =>
  ['account', userId, 'validation', supplierId, input] as const;

/** The basket priced at every shop near the shopper: its lines and the position are the key. */
export const comparison = (userId: number, input: unknown) =>
  ['account', userId, 'comparison', input] as const;
