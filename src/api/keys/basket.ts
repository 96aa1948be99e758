// The basket as a supplier priced it, under ['account', userId] like the rest of the shopper's
// data (dropped on sign-out); apart from account.ts so the startup bundle does not carry it.

/** The basket checked at a supplier: its lines and choices are part of the key. */
export const validation = (userId: number, supplierId: number, input: unknown) =>
  ['account', userId, 'validation', supplierId, input] as const;

/** The basket priced at every shop near the shopper: its lines and the position are the key. */
export const comparison = (userId: number, input: unknown) =>
  ['account', userId, 'comparison', input] as const;
