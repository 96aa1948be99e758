// Supplier lists and single suppliers.

export const all = ['suppliers'] as const;
export const nearby = (lat: number, lon: number, radius: number | null) =>
  ['suppliers', 'nearby', lat, lon, radius] as const;
export const detail = (id: number) => ['suppliers', id] as const;
