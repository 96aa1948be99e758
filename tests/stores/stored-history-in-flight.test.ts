import { describe, expect, it } from 'vitest';
import { CHECKOUT_MARKS_KEY } from '../../src/stores/store-keys';
import { stateIn } from './stored-history-fixtures';
import { load, loadEmpty, put } from './stored-history-load';
import { SHAPES } from './stored-history-shapes';

describe('what an earlier build left in flight', () => {
  // Until f12e797 the Place order attempt (the request and its idempotency key) was kept inside the
  // checkout; a press whose answer was lost is sent again with that key, so the supplier makes one
  // order. Read by today's build, the retry must find the same attempt, or a second order is made.
  it.each(['checkout-b597193.json', 'checkout-11dd57a.json'])(
    '%s: a Place order press whose answer was lost is retried with the same idempotency key',
    async (file) => {
      await loadEmpty();
      put(SHAPES.find((shape) => shape.file === file)!);
      const loaded = await load();
      const { attempt } = stateIn(file);
      expect(loaded.read[CHECKOUT_MARKS_KEY]!()).toMatchObject({ attempt });
    },
  );
});
