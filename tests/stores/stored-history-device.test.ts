import { describe, expect, it } from 'vitest';
import { CART_STORE_KEY } from '../../src/stores/store-keys';
import { BASKET, untouched, type Shape } from './stored-history-fixtures';
import { expectReads, load, loadEmpty, put } from './stored-history-load';
import { ALL_KEYS, SHAPES } from './stored-history-shapes';

// Every store at once, as one earlier build left a device: see stored-history.test.ts for the fixtures.

/** Storage as the build at SHAPES[index].commit left it: per key, its newest shape by then. */
function deviceAt(index: number): Shape[] {
  const latest = new Map<string, Shape>();
  for (const shape of SHAPES.slice(0, index + 1)) latest.set(shape.key, shape);
  return [...latest.values()];
}

const BUILDS = SHAPES.map((shape, index) => ({ commit: shape.commit, index })).filter(
  // One device per build: the last shape that build introduced.
  ({ commit }, i, all) => all[i + 1]?.commit !== commit,
);

describe('a whole device as an earlier build left it', () => {
  it.each(BUILDS)('the build at $commit: the basket survives and every store reads', async ({ index }) => {
    await loadEmpty();
    const device = deviceAt(index);
    for (const shape of device) put(shape);
    const loaded = await load();
    expect(loaded.removed).toEqual([]);
    const hadBasket = device.some((shape) => shape.key === CART_STORE_KEY);
    expect(loaded.basket(), 'the basket lines, offer and quantity').toEqual(hadBasket ? BASKET : []);
    for (const shape of device) expectReads(loaded, shape);
    for (const key of ALL_KEYS.filter((key) => !device.some((shape) => shape.key === key)))
      expect(loaded.read[key]!(), `${key}, which that build never wrote`).toEqual(
        untouched(loaded, key, device),
      );
  });
});
