/** Quantity rules from the spec (section 5): precision, per-kg minimum/step, display decimals. */

/** Quantities are kept to 5 decimals (spec section 9). */
export const QTY_DECIMALS = 5;

export const PER_KG_DEFAULTS = { min: 0.25, step: 0.05, rate: 1, symbol: 'kg' } as const;

/** How a product's quantity may be chosen and shown. */
export interface QuantityRules {
  perKg: boolean;
  min: number;
  step: number;
  /** Multiplies price x qty; per-kg offers may price in another unit than they are stepped in. */
  rate: number;
  /** Unit shown after the number ('kg', 'l', 'g'); empty for counted items. */
  symbol: string;
  decimals: number;
}

/** The offer fields that decide quantity rules; the server sends the numbers as strings. */
export interface QuantityOffer {
  per_kg?: boolean | null;
  per_kg_qty_min?: string | null;
  per_kg_qty_step?: string | null;
  per_kg_conversion_rate?: string | null;
  per_kg_symbol?: string | null;
}

/**
 * Rounds `value` to `decimals` places, half away from zero, without binary float drift.
 * toPrecision(15) drops the noise (1.4999999999999998 -> 1.5) before Math.round sees it.
 */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 ? -rounded : rounded;
}

/** Rounds a quantity to 5 decimals so sums like 0.1 + 0.2 come out as 0.3. */
export function roundQty(qty: number): number {
  return roundTo(qty, QTY_DECIMALS);
}

/** Parses a server number-string; anything unusable (empty, NaN, <= 0) yields the fallback. */
function positiveOr(value: string | null | undefined, fallback: number): number {
  if (value == null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Spec: kg and l show 3 decimals, every other unit 0. */
function decimalsFor(symbol: string): number {
  const unit = symbol.trim().toLowerCase();
  return unit === 'kg' || unit === 'l' ? 3 : 0;
}

/** Quantity rules for an offer: per-kg offers use its strings (with spec defaults), others count 1 by 1. */
export function quantityRules(offer: QuantityOffer): QuantityRules {
  if (offer.per_kg !== true) {
    return { perKg: false, min: 1, step: 1, rate: 1, symbol: '', decimals: 0 };
  }
  const symbol = offer.per_kg_symbol?.trim() || PER_KG_DEFAULTS.symbol;
  return {
    perKg: true,
    min: roundQty(positiveOr(offer.per_kg_qty_min, PER_KG_DEFAULTS.min)),
    step: roundQty(positiveOr(offer.per_kg_qty_step, PER_KG_DEFAULTS.step)),
    rate: positiveOr(offer.per_kg_conversion_rate, PER_KG_DEFAULTS.rate),
    symbol,
    decimals: decimalsFor(symbol),
  };
}

/** Next quantity up: the minimum when below it (e.g. not yet in the basket), else one step more. No maximum. */
export function stepUp(qty: number, rules: QuantityRules): number {
  if (!(qty >= rules.min)) return rules.min;
  return roundQty(qty + rules.step);
}

/** Whether the stepper's minus button may act: only while the quantity is above the minimum. */
export function canStepDown(qty: number, rules: QuantityRules): boolean {
  return qty > rules.min;
}

/** Next quantity down, never below the minimum; unchanged when already at or below it. */
export function stepDown(qty: number, rules: QuantityRules): number {
  if (!canStepDown(qty, rules)) return qty;
  return Math.max(rules.min, roundQty(qty - rules.step));
}

/** Shows a quantity with the unit's decimals and symbol: `0.250 kg`, `3`. */
export function formatQty(qty: number, rules: QuantityRules): string {
  const number = roundTo(qty, rules.decimals).toFixed(rules.decimals);
  return rules.symbol ? `${number} ${rules.symbol}` : number;
}

/**
 * Line total in integer cents: price x qty x rate, rounded half away from zero
 * (R 0.005 -> 1 cent, -R 0.005 -> -1 cent), the way a till rounds.
 */
export function lineTotalCents(priceInCents: number, qty: number, rate = 1): number {
  if (!Number.isSafeInteger(priceInCents)) {
    throw new TypeError(`priceInCents must be an integer, got ${String(priceInCents)}`);
  }
  if (!Number.isFinite(qty) || !Number.isFinite(rate)) {
    throw new TypeError(`qty and rate must be finite, got ${String(qty)} and ${String(rate)}`);
  }
  // +0 turns a -0 result (negative price x 0) into a plain 0.
  return roundTo(priceInCents * qty * rate, 0) + 0;
}
