import { MARKETPLACE, supplierParam, type SupplierRef } from '#api/define.ts';
import { callUrl, FIRST_PAGE_PATHS, type ApiHosts } from '#api/paths.ts';

// The calls a catalogue page makes first, built as the HTTP layer builds them (callUrl, with the
// operations' own paths), so the early script's answers are the ones the screens ask for.

/** A catalogue page whose first calls are known from its address alone. */
export type FirstPage = { name: 'home' } | { name: 'category' | 'product'; id: number };

/**
 * The URLs `page` asks for first at `shop`, by name, exactly as the HTTP layer builds them (a unit
 * test runs the screens' own queries and compares).
 */
export function firstPageCalls(
  page: FirstPage,
  api: ApiHosts,
  multiSupplier: boolean,
  shop: SupplierRef,
): Record<string, string> {
  const target = { api, multiSupplier, supplier: shop };
  const bySupplier = supplierParam(shop);
  const at = (path: string, id = shop.id, query = bySupplier) =>
    callUrl('supplier', path, target, { id }, query);
  const main = (path: string) => callUrl('main', path, target);
  const { categories, leaflets, banners, ads, category, product, productOffers } = FIRST_PAGE_PATHS;
  switch (page.name) {
    case 'home':
      return {
        categories: at(categories),
        banners: main(banners),
        ads: main(ads),
        ...(shop.id !== MARKETPLACE.id && { leaflets: at(leaflets, shop.id, {}) }),
      };
    case 'category':
      return { category: at(category, page.id) };
    case 'product':
      return { product: at(product, page.id, {}), offers: at(productOffers, page.id) };
  }
}
