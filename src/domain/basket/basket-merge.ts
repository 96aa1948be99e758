import type { CartLine } from './cart-store';

// How two tabs' baskets become one (decisions 031 and 033): pure, so that every interleaving of
// the two tabs' presses can be checked without a browser (tests/properties/basket-merge.test.ts).

/**
 * Another tab's basket (`theirs`) with this tab's changes since `base` on top: the lines this tab
 * added or changed replace theirs in place (or come at the end), the lines it removed go, and the
 * lines it did not touch are theirs. `base` is the basket both started from. A change is a new
 * quantity or a new price, which a line always carries with its time.
 */
export function mergeBaskets(base: CartLine[], ours: CartLine[], theirs: CartLine[]): CartLine[] {
  const before = new Map(base.map((line) => [line.offer_id, line]));
  const kept = new Set(ours.map((line) => line.offer_id));
  const changed = new Map(
    ours
      .filter((line) => {
        const was = before.get(line.offer_id);
        return was?.qty !== line.qty || was.priced_at !== line.priced_at;
      })
      .map((line) => [line.offer_id, line]),
  );
  // Stored lines are not yet validated (the store checks them when it reads them): a line that is
  // not an object has no id and stays theirs for the store to drop.
  const merged = theirs.flatMap((line) => {
    const id = (line as Partial<CartLine> | null)?.offer_id;
    if (id !== undefined && before.has(id) && !kept.has(id)) return [];
    const mine = id === undefined ? undefined : changed.get(id);
    if (id !== undefined) changed.delete(id);
    return [mine ?? line];
  });
  return [...merged, ...changed.values()];
}

/**
 * Two writes made from `base` without either seeing the other (`ours`, `theirs`): each one's
 * changes stand, and a line both changed goes the same way whichever tab works it out, so both
 * tabs end with the same basket: the later press wins (its time is the line's `priced_at`), a
 * line kept wins over a line removed, and a tie goes to the larger quantity.
 */
export function reconcileBaskets(base: CartLine[], ours: CartLine[], theirs: CartLine[]): CartLine[] {
  const byId = (lines: CartLine[]) => new Map(lines.map((line) => [line?.offer_id, line]));
  const [before, mine, other] = [byId(base), byId(ours), byId(theirs)];
  const pick = (id: number): CartLine | undefined => {
    const [was, a, b] = [before.get(id), mine.get(id), other.get(id)];
    if (sameLine(a, was)) return b;
    if (sameLine(b, was)) return a;
    if (!a || !b) return a ?? b;
    if (a.priced_at !== b.priced_at) return a.priced_at > b.priced_at ? a : b;
    return a.qty >= b.qty ? a : b;
  };
  const ids = [...new Set([...other.keys(), ...mine.keys()])];
  return ids.flatMap((id) => pick(id) ?? []);
}

const sameLine = (a: CartLine | undefined, b: CartLine | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.qty === b.qty && a.priced_at === b.priced_at);

/** Whether two baskets hold the same lines at the same quantities and prices, in any order. */
export function sameContent(a: CartLine[], b: CartLine[]): boolean {
  const other = new Map(b.map((line) => [line?.offer_id, line]));
  return a.length === b.length && a.every((line) => sameLine(line, other.get(line?.offer_id)));
}

/** Whether two baskets hold the same lines at the same quantities and prices, in the same order. */
export function sameLines(a: CartLine[], b: CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => {
      const other = b[i] as Partial<CartLine> | null;
      const mine = line as Partial<CartLine> | null;
      return (
        mine?.offer_id === other?.offer_id && mine?.qty === other?.qty && mine?.priced_at === other?.priced_at
      );
    })
  );
}
