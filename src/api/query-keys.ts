// The one key tree of the react-query cache (docs/decisions/013-query-keys-and-hosts.md). Every
// queryKey and every invalidation is built here, so a prefix that is invalidated always matches the
// keys it means to: a hand-written ['orders'] once matched nothing.
//
//   ['catalog', supplierId, ...]   one supplier's catalogue: dropped when the shopper changes shop
//   ['suppliers', ...]             supplier lists and single suppliers
//   ['account', userId, ...]       the signed-in shopper's data: dropped on sign-out and on a 401
//   ['geo', ...]                   geocoder answers (the same text always means the same places)
//
// Keys hold only ids and plain values, never objects, so they stay cheap to hash and compare.

export const catalogKeys = {
  all: ['catalog'] as const,
  supplier: (supplierId: number | null) => ['catalog', supplierId] as const,
  categories: (supplierId: number) => ['catalog', supplierId, 'categories'] as const,
  category: (supplierId: number, id: number) => ['catalog', supplierId, 'category', id] as const,
  leaflets: (supplierId: number) => ['catalog', supplierId, 'leaflets'] as const,
  position: (supplierId: number) => ['catalog', supplierId, 'position'] as const,
  homeBanners: (supplierId: number) => ['catalog', supplierId, 'home-banners'] as const,
  search: (supplierId: number, query: string) => ['catalog', supplierId, 'search', query] as const,
  offerList: (supplierId: number, kind: string) => ['catalog', supplierId, kind] as const,
  /** supplierId null: leaflets around the deployment's map position rather than a shop's. */
  leafletsNearby: (supplierId: number | null, lat: number, lon: number, radius: number) =>
    ['catalog', supplierId, 'leaflets-nearby', lat, lon, radius] as const,
  agencies: () => ['catalog', null, 'agencies'] as const,
  product: (supplierId: number, productId: number) => ['catalog', supplierId, 'product', productId] as const,
  productOffers: (supplierId: number, productId: number) =>
    ['catalog', supplierId, 'product', productId, 'offers'] as const,
  sellableOffers: (supplierId: number, sellableId: number) =>
    ['catalog', supplierId, 'sellable', sellableId, 'offers'] as const,
  clientConfig: (supplierId: number) => ['catalog', supplierId, 'client-config'] as const,
  timeslots: (supplierId: number, params: Record<string, string | number | boolean>) =>
    ['catalog', supplierId, 'timeslots', params] as const,
};

export const supplierKeys = {
  all: ['suppliers'] as const,
  nearby: (lat: number, lon: number, radius: number | null) =>
    ['suppliers', 'nearby', lat, lon, radius] as const,
  detail: (id: number) => ['suppliers', id] as const,
};

export const accountKeys = {
  all: ['account'] as const,
  user: (userId: number) => ['account', userId] as const,
  addresses: (userId: number) => ['account', userId, 'addresses'] as const,
  debtorCards: (userId: number) => ['account', userId, 'debtor-cards'] as const,
  /** The basket checked at a supplier: its lines and choices are part of the key. */
  validation: (userId: number, supplierId: number, input: unknown) =>
    ['account', userId, 'validation', supplierId, input] as const,
  /** The synced basket priced at every supplier nearby. */
  comparison: (userId: number, input: unknown) => ['account', userId, 'comparison', input] as const,
};

/** Under ['account'] so signing out drops them; `all` is the prefix of every other. */
export const orderKeys = {
  all: (userId: number) => ['account', userId, 'orders'] as const,
  lists: (userId: number) => ['account', userId, 'orders', 'list'] as const,
  open: (userId: number) => ['account', userId, 'orders', 'open'] as const,
  detail: (userId: number, orderId: number) => ['account', userId, 'orders', orderId] as const,
};

export const geoKeys = {
  search: (text: string) => ['geo', 'search', text] as const,
};
