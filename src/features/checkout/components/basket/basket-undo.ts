import type { TFunction } from 'i18next';
import { useCartStore, type CartLine } from '#domain/basket/cart-store.ts';
import { pushAlert } from '#stores/alerts-store.ts';

/** How long Undo stays offered: twice a plain toast's time, to notice it and reach it. */
const UNDO_MS = 10_000;

/**
 * Takes a line out of the basket with a toast that offers it back: Undo puts the line where it
 * was, at its quantity and price, unless the basket has a line for that offer again by then.
 */
export function removeWithUndo(line: CartLine, t: TFunction): void {
  const cart = useCartStore.getState();
  const index = cart.items.findIndex((item) => item.offer_id === line.offer_id);
  if (index === -1) return;
  cart.remove(line.offer_id);
  pushAlert({
    kind: 'success',
    // One toast per line: removing it again (after an Undo) replaces the first.
    id: `basket-removed-${line.offer_id}`,
    message: t('basket.removed', { name: line.name }),
    timeoutMs: UNDO_MS,
    action: {
      label: t('basket.undo'),
      run: () => {
        const { items, replace } = useCartStore.getState();
        if (items.some((item) => item.offer_id === line.offer_id)) return;
        replace([...items.slice(0, index), line, ...items.slice(index)]);
      },
    },
  });
}
