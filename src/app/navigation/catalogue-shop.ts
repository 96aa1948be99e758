import type { SupplierRef } from '#api/define.ts';
import { getDeploymentConfig } from '#config/deployment-config.ts';
import { useSuppliersStore, type SelectedSupplier } from '#stores/suppliers-store.ts';
import { catalogueShopOf } from './catalogue-shop-of';

/** Whose catalogue the catalogue screens show (catalogueShopOf) in this deployment. */
export function catalogueShop(selected: SelectedSupplier | null): SupplierRef | null {
  return catalogueShopOf(selected, getDeploymentConfig().features.agency);
}

/** catalogueShop for the chosen shop, following it as it changes. */
export function useCatalogueShop(): SupplierRef | null {
  return catalogueShop(useSuppliersStore((state) => state.selected));
}
