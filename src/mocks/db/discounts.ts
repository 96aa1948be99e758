import type { DatasetState } from './state.ts';

// Discount codes: the seed holds the rules and historical usage; redemptions made in the demo are
// added from the mutable state so 'Discount code limit reached' follows what shoppers actually did.

export const INVALID_CODE = 'Invalid discount code';
export const LIMIT_REACHED = 'Discount code limit reached';

export interface DiscountResult {
  code: string | null;
  discount_in_cents: number;
  error: string | null;
}

export function checkDiscount(
  state: DatasetState,
  input: string | null | undefined,
  accountId: number | null,
  supplierId: number,
  subtotal: number,
  now: Date,
): DiscountResult {
  const code = input?.trim().toUpperCase() ?? '';
  if (!code) return { code: null, discount_in_cents: 0, error: null };
  const rule = state.seed.discount_codes.find((c) => c.code === code);
  const t = now.toISOString();
  const fail = (error: string): DiscountResult => ({ code, discount_in_cents: 0, error });
  if (!rule || t < rule.starts_at || t > rule.ends_at) return fail(INVALID_CODE);
  if (rule.supplier_ids && !rule.supplier_ids.includes(supplierId)) return fail(INVALID_CODE);
  if (subtotal < rule.min_order_in_cents) return fail(INVALID_CODE);
  const usedBy = [...rule.used_by_account_ids, ...(state.mut.discount_usage[code] ?? [])];
  const used = rule.used_count + (state.mut.discount_usage[code]?.length ?? 0);
  if (rule.usage_limit !== null && used >= rule.usage_limit) return fail(LIMIT_REACHED);
  if (rule.per_account_limit !== null && accountId !== null) {
    if (usedBy.filter((id) => id === accountId).length >= rule.per_account_limit) return fail(LIMIT_REACHED);
  }
  const amount =
    rule.kind === 'percent'
      ? Math.round((subtotal * (rule.percent ?? 0)) / 100)
      : (rule.amount_in_cents ?? 0);
  return { code, discount_in_cents: Math.min(amount, subtotal), error: null };
}

/** Records a redemption when an order is placed with the code. */
export function redeemDiscount(state: DatasetState, code: string, accountId: number): void {
  (state.mut.discount_usage[code] ??= []).push(accountId);
}
