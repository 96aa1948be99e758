import { MARKETPLACE, type SupplierRef } from '#api/define.ts';

/**
 * Whose catalogue the catalogue screens show: the chosen shop's; with none chosen, market mode's
 * price comparison (the whole marketplace), while agency mode has nothing to show until a branch
 * is chosen (null: the screens ask for one). Apart from the store and the config, so the early
 * boot script (app/boot/early/early.ts) follows the same rule without loading either.
 */
export function catalogueShopOf(selected: SupplierRef | null, agency: boolean): SupplierRef | null {
  if (selected) return selected;
  return agency ? null : MARKETPLACE;
}
