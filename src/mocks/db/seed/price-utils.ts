// Shelf-price helpers shared by the catalogue (combo prices) and the offer builder.

/** Rounds to a shelf price ending in 9 cents (R31.99 style), never below R0.99. */
export function shelfPrice(cents: number): number {
  return Math.max(99, Math.round(cents / 10) * 10 - 1);
}

/** "R 1 234.50": the app's format (docs/decisions/002), so seed strings match what screens print. */
export function formatRands(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  // Most prices are under R1 000: skip the regex for them (the large dataset formats 20,000).
  const rands = whole < 1000 ? String(whole) : String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}R ${rands}.${String(abs % 100).padStart(2, '0')}`;
}
