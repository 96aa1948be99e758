import { describe, expect, it } from 'vitest';
import { load, loadEmpty, expectReads, put } from './stored-history-load';
import { untouched, type Shape } from './stored-history-fixtures';
import { ALL_KEYS, SHAPES } from './stored-history-shapes';

// A shopper who last opened the shop with an earlier build comes back to this one: whatever that
// build left under our keys is read by today's stores. Each fixture in stored-history/ is the stored
// text one shape of one store had, as the build named in the table (stored-history-shapes.ts) wrote
// it (found with `git log` and `git show <commit>:src/stores/<store>.ts`: partialize, version and
// the types they stored).
// Each is loaded as a page load does: storage first, then the store modules, evaluated afresh.
//
// The basket must survive every shape (its offer ids and quantities, as the shopper left them);
// every other store reads what was stored or its initial state, never a crash, never half of it.

const label = (shape: Shape) =>
  `${shape.key} as ${shape.commit} wrote it${shape.alsoWrittenBy?.length ? ` (and ${shape.alsoWrittenBy.join(', ')})` : ''}`;

const NAMED = SHAPES.map((shape) => [label(shape), shape] as const);

describe('one store at a time, each shape an earlier build stored', () => {
  it.each(NAMED)('%s: reads what it stored, and the other stores start afresh', async (_name, shape) => {
    await loadEmpty();
    put(shape);
    const loaded = await load();
    expect(loaded.removed, 'keys the boot threw away').toEqual([]);
    expectReads(loaded, shape);
    for (const key of ALL_KEYS.filter((other) => other !== shape.key))
      expect(loaded.read[key]!(), `${key}, which ${shape.file} does not touch`).toEqual(
        untouched(loaded, key, [shape]),
      );
  });

  it.each(NAMED)('%s: the next load reads the same (what this build wrote back)', async (_name, shape) => {
    await loadEmpty();
    put(shape);
    await load();
    const again = await load();
    expectReads(again, shape);
  });
});
