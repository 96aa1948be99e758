// One supplier's catalogue, under ['catalog', supplierId]: dropped when the shopper changes shop.

export const all = ['catalog'] as const;
export const categories = (supplierId: number) => ['catalog', supplierId, 'categories'] as const;
export const leaflets = (supplierId: number) => ['catalog', supplierId, 'leaflets'] as const;
export const position = (supplierId: number) => ['catalog', supplierId, 'position'] as const;
export const homeBanners = (supplierId: number) => ['catalog', supplierId, 'home-banners'] as const;
export const clientConfig = (supplierId: number) => ['catalog', supplierId, 'client-config'] as const;
export const category = (supplierId: number, id: number) => ['catalog', supplierId, 'category', id] as const;
export const search = (supplierId: number, query: string) =>
  ['catalog', supplierId, 'search', query] as const;
export const offerList = (supplierId: number, kind: string) => ['catalog', supplierId, kind] as const;
/** supplierId null: leaflets around the deployment's map position rather than a shop's. */
export const leafletsNearby = (supplierId: number | null, lat: number, lon: number, radius: number) =>
  ['catalog', supplierId, 'leaflets-nearby', lat, lon, radius] as const;
export const agencies = () => ['catalog', null, 'agencies'] as const;
export const product = (supplierId: number, productId: number) =>
  ['catalog', supplierId, 'product', productId] as const;
export const productOffers = (supplierId: number, productId: number) =>
  ['catalog', supplierId, 'product', productId, 'offers'] as const;
export const sellableOffers = (supplierId: number, sellableId: number) =>
  ['catalog', supplierId, 'sellable', sellableId, 'offers'] as const;
export const timeslots = (supplierId: number, params: Record<string, string | number | boolean>) =>
  ['catalog', supplierId, 'timeslots', params] as const;
/** The shop's stock and price check of basket lines: under its catalogue, dropped with it. */
export const picks = (supplierId: number | null, items: unknown) =>
  ['catalog', supplierId, 'picks', items] as const;
