import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import type { VirtualGrid, VirtualGridProps } from './virtual-grid';
import { withStrings } from '#lib/i18n.ts';

/**
 * Past this many items a grid is windowed (virtual-grid.tsx, in its own chunk with the
 * virtualiser): the reference shop's categories and lists stay plain and never load it.
 */
export const WINDOW_FROM = 40;

// lazy() forgets the grid's item type; the cast gives it back (the type import adds no code).
const LazyVirtualGrid = lazy(() =>
  import('./virtual-grid').then(withStrings).then((m) => ({ default: m.VirtualGrid })),
) as unknown as typeof VirtualGrid;

interface Props<T> extends VirtualGridProps<T> {
  /** Stands in while the windowed grid's code loads. */
  placeholder: ReactNode;
}

/** A grid of products or offers: all of them when few, a window of rows around the screen when many. */
export function ItemGrid<T>({ placeholder, ...grid }: Props<T>) {
  if (grid.items.length <= WINDOW_FROM)
    return (
      <ul className={grid.className} aria-label={grid.label}>
        {grid.items.map((item, index) => (
          <Fragment key={grid.getKey(item)}>{grid.renderItem(item, index)}</Fragment>
        ))}
      </ul>
    );
  // Placeholders, not the first items, while the code loads: items swapped for others under a
  // finger would lose the tap.
  return (
    <Suspense fallback={placeholder}>
      <LazyVirtualGrid {...grid} />
    </Suspense>
  );
}
