// Deterministic randomness for the seed. Math.random would make every reload, test run and screenshot
// differ; instead each stream is keyed by ids, so a given supplier/sellable always draws the same values.

/** mulberry32: tiny, fast, good enough for demo data (not for anything secret). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes any number of integer keys into one 32-bit seed (FNV-1a over the keys' bytes). */
export function seedFrom(...keys: number[]): number {
  let h = 0x811c9dc5;
  for (const key of keys) {
    let k = Math.trunc(key) >>> 0;
    for (let i = 0; i < 4; i++) {
      h ^= k & 0xff;
      h = Math.imul(h, 0x01000193);
      k >>>= 8;
    }
  }
  return h >>> 0;
}

/** A generator keyed by ids, e.g. rngFor(supplierId, sellableId, SALT_STOCK). */
export function rngFor(...keys: number[]): () => number {
  return mulberry32(seedFrom(...keys));
}

/** Integer in [min, max] from one draw. */
export function intBetween(draw: number, min: number, max: number): number {
  return min + Math.floor(draw * (max - min + 1));
}
