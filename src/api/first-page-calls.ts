import { MARKETPLACE, supplierParam, type SupplierRef } from './define.ts';

// The calls a catalogue page makes first, spelled once: their operations (operations/catalog.ts,
// operations/catalog-screens.ts) and the early boot script (app/boot/early.ts), which starts them
// while the app's scripts still download, build their URLs from what is here.

/** The deployment's config, beside index.html (preloaded there). */
export const CONFIG_URL = '/config.json';

/** How the HTTP layer sends a public GET: the early script sends the same, or its answer is not used. */
export const PUBLIC_GET: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } };

export const FIRST_PAGE_PATHS = {
  categories: '/catalog/v1/categories',
  leaflets: '/catalog/v1/suppliers/{id}/leaflets',
  banners: '/api/v2/banners',
  ads: '/api/v2/ads',
  category: '/catalog/v1/categories/{id}',
  product: '/catalog/v1/products/{id}',
  productOffers: '/catalog/v1/products/{id}/offers',
} as const;

export interface ApiHosts {
  agency_host: string;
  main_host: string;
}

/**
 * The base URL of a call to a supplier's catalogue or orders. Agency mode serves every supplier from
 * the agency host; in market mode a supplier without its own endpoint is served by it too.
 */
export function supplierHost(
  api: ApiHosts,
  multiSupplier: boolean,
  supplier?: Pick<SupplierRef, 'api_endpoint'>,
): string {
  if (!multiSupplier || !supplier) return api.agency_host;
  return (supplier.api_endpoint ?? api.agency_host).replace(/\/+$/, '');
}

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
  const at = (path: string, id = shop.id) =>
    supplierHost(api, multiSupplier, shop) + path.replace('{id}', String(id));
  const { supplier_id } = supplierParam(shop);
  const bySupplier = supplier_id === undefined ? '' : `?supplier_id=${supplier_id}`;
  const { categories, leaflets, banners, ads, category, product, productOffers } = FIRST_PAGE_PATHS;
  switch (page.name) {
    case 'home':
      return {
        categories: at(categories) + bySupplier,
        banners: api.main_host + banners,
        ads: api.main_host + ads,
        ...(shop.id !== MARKETPLACE.id && { leaflets: at(leaflets) }),
      };
    case 'category':
      return { category: at(category, page.id) + bySupplier };
    case 'product':
      return { product: at(product, page.id), offers: at(productOffers, page.id) + bySupplier };
  }
}
