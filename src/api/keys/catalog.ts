// One supplier's catalogue, under ['catalog', supplierId]: dropped when the shopper changes shop.
// The startup bundle holds this module; the screens' own keys are in catalog-screens.ts.

export const all = ['catalog'] as const;
export const categories = (supplierId: number) => ['catalog', supplierId, 'categories'] as const;
export const leaflets = (supplierId: number) => ['catalog', supplierId, 'leaflets'] as const;
export const position = (supplierId: number) => ['catalog', supplierId, 'position'] as const;
export const homeBanners = (supplierId: number) => ['catalog', supplierId, 'home-banners'] as const;
export const clientConfig = (supplierId: number) => ['catalog', supplierId, 'client-config'] as const;
