import { MARKETPLACE, type SupplierRef } from '../../api/define';
import { getDeploymentConfig } from '../../config/deployment-config';
import { useSuppliersStore, type SelectedSupplier } from '../../stores/suppliers-store';

/**
 * Whose catalogue the catalogue screens show: the chosen shop's; with none chosen, market mode's
 * price comparison (the whole marketplace), while agency mode has nothing to show until a branch
 * is chosen (null: the screens ask for one).
 */
export function catalogueShop(selected: SelectedSupplier | null): SupplierRef | null {
  if (selected) return selected;
  return getDeploymentConfig().features.agency ? null : MARKETPLACE;
}

/** catalogueShop for the chosen shop, following it as it changes. */
export function useCatalogueShop(): SupplierRef | null {
  return catalogueShop(useSuppliersStore((state) => state.selected));
}
